import { http } from 'msw';
import { createApi } from '@/backend/app';
import { createMemoryStore } from '@/backend/memory-store';
import { delay } from './utils';

/** The API over the in-memory store (docs/server.md): what the browser worker, Vitest and Playwright answer with. */
/** No e-mail leaves a browser: the account steps answer their link or code to the page (`showCodes`). */
export const api = createApi(createMemoryStore(), { showCodes: true });

/** MSW only intercepts: every /api call is answered by the one API definition (src/backend/app.ts). */
export const handlers = [
  http.all('*/api/*', async ({ request }) => {
    await delay();
    return api.fetch(request);
  }),
];
