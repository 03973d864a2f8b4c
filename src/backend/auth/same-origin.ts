import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../env';
import { refuse } from '../messages';

const changes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};
const isJson = (type: string | undefined) => /^application\/([\w.+-]*\+)?json\b/i.test(type ?? '');

/**
 * docs/security.md, "Cross-site requests": a call that changes something must come from the site itself and carry
 * JSON. Browsers send `Origin` with every such call, so one naming another host (or `Sec-Fetch-Site: cross-site`)
 * is refused; API clients send no `Origin` and authenticate with a Bearer token, which no other site can attach.
 * A JSON content type also keeps out HTML forms, which cannot send one.
 */
export const sameOriginWrites = createMiddleware<ApiEnv>(async (c, next) => {
  if (!changes.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const ownHost = new URL(c.req.url).host;
  const foreign =
    (origin !== undefined && hostOf(origin) !== ownHost) || c.req.header('sec-fetch-site') === 'cross-site';
  if (foreign) return refuse(c, 403, 'crossOrigin');
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  if ((hasBody || c.req.header('content-type') !== undefined) && !isJson(c.req.header('content-type'))) {
    return refuse(c, 415, 'jsonOnly');
  }
  return next();
});
