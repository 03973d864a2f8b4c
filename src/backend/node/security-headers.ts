/**
 * The security headers of both modes (docs/security.md, "Headers"): the Node server sends them on every response
 * (`securityHeaders()`), and the build writes the same list into dist/_headers for static hosts
 * (scripts/host-headers.ts).
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface PolicyOptions {
  /** The inline <script> elements of the served index.html, which the policy allows by hash. */
  inlineScripts: string[];
  /** A reCAPTCHA site key is built in (VITE_RECAPTCHA_SITE_KEY): Google's script and frames are allowed. */
  recaptcha?: boolean;
  /** VITE_LIVE_CHAT_SRC: the widget's origin may load scripts, connect and frame. */
  liveChatSrc?: string;
  /** VITE_API_BASE_URL, when the app calls an API on another origin. */
  apiBaseUrl?: string;
}

const recaptchaOrigins = ['https://www.google.com', 'https://www.gstatic.com'];

/** The contents of every inline <script> (no src) of an HTML page, as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The origin of an absolute http(s) URL, else nothing (a relative API base URL is the site itself). */
function originOf(url: string | undefined): string[] {
  if (!url || !URL.canParse(url)) return [];
  const { protocol, origin } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const recaptcha = options.recaptcha ? recaptchaOrigins : [];
  const chat = originOf(options.liveChatSrc);
  const hashes = [...new Set(options.inlineScripts.map(sha256))];
  const frames = [...recaptcha, ...chat];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, ...recaptcha, ...chat],
    // 'unsafe-inline' for styles only: emotion's <style> tags and the prerendered copy's style attributes
    // (docs/decisions.md, "Security headers").
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: is the product form's preview of a picked image (URL.createObjectURL).
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...originOf(options.apiBaseUrl), ...chat],
    // The static demo's mock API is a service worker (src/mocks/service-worker.ts).
    'worker-src': ["'self'"],
    'frame-src': frames.length ? frames : ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Sent over HTTPS only: browsers ignore it over plain HTTP, and it must not pin a local http:// address. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** Every header but HSTS, the same in both modes. */
export function staticSecurityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The request reached us over HTTPS: its own URL, or, behind a reverse proxy we trust (TRUST_PROXY=1), the
 * proxy's X-Forwarded-Proto (its first value: the client's side).
 */
export function cameOverHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * The build's scripts, style sheets and fonts (under /assets) are never shown as a page nor run as a worker: the
 * page-level headers (the policy, framing, permissions, referrer) do nothing on them, and a back-office page's
 * first visit asks for about sixty of them, each carrying about 1 KB of such headers over HTTP/1.1
 * (docs/performance.md, "Headers on assets"). They keep `nosniff`, which is about them. A service worker's script
 * (outside /assets) keeps the policy, which is its own.
 */
const subresourceType = /^(?:text\/javascript|application\/javascript|text\/css|font\/)/i;

/** Sets the headers on every response, after the route answered. */
export function securityHeaders(options: PolicyOptions & { trustProxy: boolean }): MiddlewareHandler {
  const headers = Object.entries(staticSecurityHeaders(options));
  const subresourceHeaders = headers.filter(([name]) => name === 'X-Content-Type-Options');
  return async (c, next) => {
    await next();
    const subresource =
      c.req.path.startsWith('/assets/') && subresourceType.test(c.res.headers.get('Content-Type') ?? '');
    for (const [name, value] of subresource ? subresourceHeaders : headers) c.res.headers.set(name, value);
    if (cameOverHttps(c.req.raw, options.trustProxy)) {
      c.res.headers.set('Strict-Transport-Security', strictTransportSecurity);
    }
  };
}
