// @vitest-environment node
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { contentSecurityPolicy, inlineScripts, securityHeaders } from './security-headers';

const page = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script>
  document.documentElement.classList.add('light');
</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><script>start()</script></body></html>`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy as a map: directive → its values. */
function directives(policy: string) {
  return new Map(
    policy.split('; ').map((d) => {
      const [name = '', ...values] = d.split(' ');
      return [name, values];
    }),
  );
}

const assetTypes: Record<string, string> = {
  'app.js': 'text/javascript; charset=utf-8',
  'app.css': 'text/css; charset=utf-8',
  'font.woff2': 'font/woff2',
  'logo.svg': 'image/svg+xml',
};

function appWith(options: Partial<Parameters<typeof securityHeaders>[0]> = {}) {
  return new Hono()
    .use('*', securityHeaders({ inlineScripts: inlineScripts(page), trustProxy: false, ...options }))
    .get('/api/thing', (c) => c.json({ ok: true }))
    .get('/sw.js', (c) => c.body('x', 200, { 'Content-Type': 'text/javascript' }))
    .get('/assets/:file', (c) => c.body('x', 200, { 'Content-Type': assetTypes[c.req.param('file')] ?? 'text/plain' }))
    .get('/', (c) => c.html(page));
}

describe('inlineScripts', () => {
  it('takes the text of every inline script, JSON-LD included, and leaves scripts with a src', () => {
    expect(inlineScripts(page)).toEqual([
      '{"@type":"Organization"}',
      "\n  document.documentElement.classList.add('light');\n",
      'start()',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the inline scripts by hash, never unsafe-inline or eval', () => {
    const policy = directives(contentSecurityPolicy({ inlineScripts: inlineScripts(page) }));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      hash('{"@type":"Organization"}'),
      hash("\n  document.documentElement.classList.add('light');\n"),
      hash('start()'),
    ]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('adds Google for reCAPTCHA only when a site key is built in', () => {
    const google = ['https://www.google.com', 'https://www.gstatic.com'];
    const withKey = directives(contentSecurityPolicy({ inlineScripts: [], recaptcha: true }));
    expect(withKey.get('script-src')).toEqual(["'self'", ...google]);
    expect(withKey.get('frame-src')).toEqual(google);
    const without = contentSecurityPolicy({ inlineScripts: [], recaptcha: false });
    expect(without).not.toContain('google');
  });

  it("adds the live chat's origin, and an API on another origin, only when configured", () => {
    const policy = directives(
      contentSecurityPolicy({
        inlineScripts: [],
        liveChatSrc: 'https://chat.example.net/widget.js?id=1',
        apiBaseUrl: 'https://api.example.org/v1',
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", 'https://chat.example.net']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.org', 'https://chat.example.net']);
    expect(policy.get('frame-src')).toEqual(['https://chat.example.net']);
    // A relative base URL is the site itself; a non-web URL adds nothing.
    const relative = contentSecurityPolicy({ inlineScripts: [], apiBaseUrl: '/api', liveChatSrc: 'javascript:x' });
    expect(directives(relative).get('connect-src')).toEqual(["'self'"]);
    expect(directives(relative).get('script-src')).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('sends every header on pages and on API answers, 404s included', async () => {
    const app = appWith();
    for (const path of ['/', '/api/thing', '/api/missing']) {
      const response = await app.request(`http://127.0.0.1${path}`);
      expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self' 'sha256-");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Permissions-Policy')).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

  it('sends scripts, style sheets and fonts nosniff only; an image may be opened as a page and keeps them all', async () => {
    const app = appWith();
    for (const file of ['app.js', 'app.css', 'font.woff2']) {
      const headers = (await app.request(`http://127.0.0.1/assets/${file}`)).headers;
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      for (const name of ['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options'])
        expect(headers.get(name)).toBeNull();
    }
    const worker = (await app.request('http://127.0.0.1/sw.js')).headers;
    expect(worker.get('Content-Security-Policy')).toContain("script-src 'self'");
    const svg = (await app.request('http://127.0.0.1/assets/logo.svg')).headers;
    expect(svg.get('Content-Security-Policy')).toContain("object-src 'none'");
    expect(svg.get('X-Frame-Options')).toBe('DENY');
    expect((await app.request('https://okoume.example/assets/app.js')).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends HSTS over HTTPS, and trusts X-Forwarded-Proto only with TRUST_PROXY=1', async () => {
    const hsts = async (app: Hono, url: string, headers: Record<string, string> = {}) =>
      (await app.request(url, { headers })).headers.get('Strict-Transport-Security');
    const direct = appWith({ trustProxy: false });
    const proxied = appWith({ trustProxy: true });
    expect(await hsts(direct, 'https://okoume.example/')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(direct, 'http://okoume.example/', { 'X-Forwarded-Proto': 'https' })).toBeNull();
    expect(await hsts(proxied, 'http://okoume.example/', { 'X-Forwarded-Proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts(proxied, 'http://okoume.example/', { 'X-Forwarded-Proto': 'HTTPS, http' })).not.toBeNull();
    expect(await hsts(proxied, 'http://okoume.example/', { 'X-Forwarded-Proto': 'http' })).toBeNull();
    expect(await hsts(proxied, 'http://okoume.example/')).toBeNull();
  });
});
