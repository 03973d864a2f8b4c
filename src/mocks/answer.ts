import { api } from './api';
import { delay } from './utils';

type Answer = (request: Request) => Response | Promise<Response>;

/**
 * One answer to one /api request, wherever the mock runs (the service worker, `vite dev`, `vite preview`,
 * Vitest). No MSW here: the worker calls the API directly, which keeps MSW and its cookie store out of the
 * worker's script (docs/performance.md, "The mock worker's start"). The API itself answers 404, 413 and 500
 * (src/backend/app.ts, docs/spec.md §8); this catch is for a failure outside it.
 */
export async function answerApi(request: Request, answer: Answer = (r) => api.fetch(r)): Promise<Response> {
  try {
    await delay();
    return await answer(request);
  } catch (error) {
    console.error('[mock api]', error);
    return Response.json({ message: 'Internal Server Error' }, { status: 500 });
  }
}
