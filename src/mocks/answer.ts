import { getResponse, type RequestHandler } from 'msw';
import { handlers } from './handlers';

/** The largest request body the mock reads (docs/api.md, "Body size"). */
export const maxBodyBytes = 1024 * 1024;

/**
 * True when the body is over the limit: a declared Content-Length says so at once, otherwise a copy of the
 * body is read until the limit is passed, never further.
 */
async function bodyTooLarge(request: Request): Promise<boolean> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBodyBytes) return true;
  if (!request.body) return false;
  const reader = request.clone().body!.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      void reader.cancel();
      return true;
    }
  }
}

/**
 * One answer to one /api request, wherever the mock runs (the service worker, `vite dev`, `vite preview`).
 * docs/spec.md §8: an /api path no handler knows is warned about and answers 404, as a server would; a handler that
 * throws answers 500; a body over 1 MB answers 413 before any handler reads it.
 */
export async function answerApi(request: Request, list: RequestHandler[] = handlers): Promise<Response> {
  try {
    if (await bodyTooLarge(request)) {
      return Response.json({ message: 'Payload Too Large: the body may not exceed 1 MB' }, { status: 413 });
    }
    const response = await getResponse(list, request);
    if (response) return response;
    console.warn(`[mock api] unhandled ${request.method} ${new URL(request.url).pathname}`);
    return Response.json({ message: 'Not Found' }, { status: 404 });
  } catch (error) {
    console.error('[mock api]', error);
    return Response.json({ message: 'Internal Server Error' }, { status: 500 });
  }
}
