import { getResponse, type RequestHandler } from 'msw';
import { handlers } from './handlers';

/**
 * One answer to one /api request, wherever the mock runs (the service worker, `vite dev`, `vite preview`).
 * docs/spec.md §8: an /api path no handler knows is warned about and answers 404, as a server would; the API itself answers
 * 404, 413 and 500 (src/backend/app.ts); this catch is for a failure outside it.
 */
export async function answerApi(request: Request, list: RequestHandler[] = handlers): Promise<Response> {
  try {
    const response = await getResponse(list, request);
    if (response) return response;
    console.warn(`[mock api] unhandled ${request.method} ${new URL(request.url).pathname}`);
    return Response.json({ message: 'Not Found' }, { status: 404 });
  } catch (error) {
    console.error('[mock api]', error);
    return Response.json({ message: 'Internal Server Error' }, { status: 500 });
  }
}
