import { createApi } from '@/backend/app';
import { createMemoryStore } from '@/backend/memory-store';

/**
 * The API over the in-memory store (docs/server.md): what the browser worker, `vite preview`, Vitest and
 * Playwright answer with. No e-mail leaves a browser: the account steps answer their link or code to the page
 * (`showCodes`).
 */
export const api = createApi(createMemoryStore(), { showCodes: true });
