import { authHandlers } from '@/features/auth/mocks/handlers';
import { searchHandlers } from '@/features/search/mocks/handlers';

/** Every feature's handlers; the browser worker, Vitest and Playwright share this list. */
export const handlers = [...authHandlers, ...searchHandlers];
