// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { createSite } from './site';
import { readSitePages, serverModeMeta } from './site-pages';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dist = '';

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'site-test-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'dashboards'));
  mkdirSync(join(dist, 'apps/invoice/preview'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head></head><body><div id="prerender">landing copy</div></body></html>',
  );
  writeFileSync(
    join(dist, 'dashboards/ecommerce.html'),
    '<html><head><link rel="modulepreload" href="/assets/dash.js"></head><body></body></html>',
  );
  writeFileSync(join(dist, '404.html'), '<html><head></head><body>app shell</body></html>');
  writeFileSync(join(dist, 'apps/invoice/preview/_id.html'), '<html><head></head><body>preview shell</body></html>');
  writeFileSync(join(dist, 'assets/dash-abc123.js'), script);
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function site() {
  const pages = await readSitePages(dist);
  const rules = [
    '# rules',
    '/apps/academy/dashboard  /dashboards/academy  301',
    '/apps/invoice/preview/:id  /apps/invoice/preview/_id.html  200',
  ];
  return createSite(dist, pages, `${rules.join('\n')}\n`).routes;
}

describe('the server mode’s site', () => {
  it('sends hashed assets compressed with brotli, or gzip, and cached for a year', async () => {
    const app = await site();
    const br = await app.request('/assets/dash-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await app.request('/assets/dash-abc123.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await app.request('/assets/dash-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('sends the compressed forms the build wrote beside an asset as they are', async () => {
    const name = join(dist, 'assets/pre-abc123.js');
    writeFileSync(name, script);
    // Quality 1: not what the server would compute, so the answer shows whose bytes it sent.
    const fast = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(`${name}.br`, fast);
    writeFileSync(`${name}.gz`, gzipSync(script, { level: 1 }));
    const app = await site();
    const br = await app.request('/assets/pre-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await br.arrayBuffer()).equals(fast)).toBe(true);
    const gz = await app.request('/assets/pre-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the compressed forms the build wrote of a page as the server sends it, unless the page changed since', async () => {
    writeFileSync(
      join(dist, 'dashboards/analytics.html'),
      `<html><head></head><body>${'chart '.repeat(300)}</body></html>`,
    );
    const served = (await readSitePages(dist)).get('dashboards/analytics.html') ?? '';
    const fast = brotliCompressSync(served, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    const name = join(dist, 'dashboards/analytics.html.served');
    writeFileSync(`${name}.br`, fast);
    writeFileSync(`${name}.gz`, gzipSync(served, { level: 1 }));
    const br = await (await site()).request('/dashboards/analytics', { headers: { 'accept-encoding': 'br' } });
    expect(Buffer.from(await br.arrayBuffer()).equals(fast)).toBe(true);

    writeFileSync(`${name}.br`, brotliCompressSync('an older page'));
    writeFileSync(`${name}.gz`, gzipSync('an older page'));
    const again = await (await site()).request('/dashboards/analytics', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(served);
    rmSync(`${name}.br`);
    rmSync(`${name}.gz`);
  });

  it('answers a page’s own HTML, without the landing copy, and never cached without asking again', async () => {
    const app = await site();
    const page = await app.request('/dashboards/ecommerce');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('/assets/dash.js');
    expect(html).not.toContain('landing copy');
    expect(html).toContain(serverModeMeta);
    expect(await (await app.request('/dashboards/ecommerce/')).text()).toBe(html);
    expect(await (await app.request('/apps/invoice/preview/4987')).text()).toContain('preview shell');
  });

  it('answers index.html at /, the app’s shell with 404 at any other address, and 304 when the page did not change', async () => {
    const app = await site();
    const home = await app.request('/');
    expect(await home.text()).toContain('landing copy');
    const other = await app.request('/no/such/page');
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toContain('text/html');
    expect(await other.text()).toContain('app shell');
    const asked = await app.request('/no/such/page', { headers: { 'if-none-match': other.headers.get('etag') ?? '' } });
    expect(asked.status).toBe(404);
    const again = await app.request('/', { headers: { 'if-none-match': home.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await app.request('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('redirects a former address permanently to where its screen lives, with its query', async () => {
    const moved = await (await site()).request('/apps/academy/dashboard/?tab=topics');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/dashboards/academy?tab=topics');
  });

  it('answers a missing asset with a plain 404, never with a page in its place', async () => {
    const missing = await (await site()).request('/assets/gone-abc123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type') ?? '').not.toContain('text/html');
    expect(await missing.text()).not.toContain('app shell');
  });

  it('keeps no trace of an address that had no file: the file written later is served', async () => {
    const app = await site();
    expect((await app.request('/robots.txt')).headers.get('content-type')).toContain('text/html');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    const later = await app.request('/robots.txt');
    expect(later.headers.get('content-type')).toContain('text/plain');
    expect(await later.text()).toBe('User-agent: *');
  });

  it('serves nothing outside the built folder', async () => {
    const app = await site();
    const res = await app.request('/assets/..%2f..%2fetc/passwd');
    expect(await res.text()).not.toContain('root:');
  });
});
