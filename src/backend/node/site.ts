import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { fallbackFile, parseRedirects, shellFile } from '../../../scripts/route-shells';
import { immutableAssets, revalidateHtml } from './caching';
import { compress, compressedName, decodesTo, isCompressedForm, isCompressible, pageQuality } from './compression';
import { servedPageName } from './site-pages';

/**
 * Replaces the static demo's mock worker in a browser that ran the static demo on this address before: the new
 * script takes over, unregisters itself and reloads its pages, which then reach this server.
 */
const retiringWorker = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()
  .then(() => self.clients.matchAll({ type: 'window' }))
  .then((pages) => Promise.all(pages.map((page) => page.navigate(page.url))))));`;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

interface Encoded {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A file with its brotli and gzip forms, kept in memory: the built site is a few megabytes, and every answer
 * after the first is a lookup. The forms are the build's when it wrote them (`precompressed`), else computed.
 */
async function encode(
  name: string,
  body: Buffer,
  { quality, precompressed }: { quality?: number; precompressed?: () => Promise<(Buffer | undefined)[]> } = {},
): Promise<Encoded> {
  const encoded: Encoded = {
    type: types[extname(name)] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    identity: body,
  };
  if (!isCompressible(name, body.length)) return encoded;
  const [br, gzip] = (await precompressed?.()) ?? [];
  const fresh = br && gzip && (await decodesTo(br, gzip, body));
  return { ...encoded, ...(fresh ? { br, gzip } : await compress(body, quality)) };
}

/** The build's compressed forms of a file (scripts/precompress.ts), when it wrote both. */
const readCompressed = (file: string) =>
  Promise.all([compressedName.br(file), compressedName.gzip(file)].map((f) => readFile(f).catch(() => undefined)));

/** The encodings a request accepts, by name (`br;q=0` refuses brotli). */
function accepts(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name?.trim() === encoding && (!q || Number(q.slice(2)) > 0);
  });
}

function answer(c: Context, file: Encoded, cacheControl: string, status: 200 | 404 = 200) {
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  if (status === 200 && c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  const wanted = c.req.header('accept-encoding');
  const [encoding, body] =
    file.br && accepts(wanted, 'br')
      ? ['br', file.br]
      : file.gzip && accepts(wanted, 'gzip')
        ? ['gzip', file.gzip]
        : [undefined, file.identity];
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(body), status, headers);
}

/**
 * The built site (dist/): its files, compressed (brotli or gzip, as the browser accepts) and cached for a year
 * under /assets (hashed names); each page's own HTML (scripts/route-shells.ts: a shell per page address, the
 * pattern rewrites of dist/_redirects and its permanent redirects of former addresses, index.html with the landing
 * copy for /, the app's shell for any other address, with status 404: the router still draws its not-found page),
 * never cached without asking again.
 */
export function createSite(distDir: string, pages: Map<string, string>, redirects = '') {
  const root = resolve(distDir);
  const rules = parseRedirects(redirects);
  const rewrites = rules.filter((rule) => rule.status === 200);
  const moves = rules.filter((rule) => rule.status === 301);
  const cache = new Map<string, Promise<Encoded | null>>();

  const fromDisk = (path: string) => {
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep)) return Promise.resolve(null);
    return stat(file).then(
      async (s) =>
        s.isFile() ? encode(file, await readFile(file), { precompressed: () => readCompressed(file) }) : null,
      () => null,
    );
  };
  /** Keeps what was found; a miss is forgotten, so that requests for made-up addresses cannot fill the memory. */
  const cached = (key: string, load: () => Promise<Encoded | null>) => {
    let entry = cache.get(key);
    if (!entry) {
      cache.set(key, (entry = load()));
      void entry.then((found) => found ?? cache.delete(key));
    }
    return entry;
  };
  const page = (file: string) => {
    const html = pages.get(file);
    return html === undefined
      ? null
      : cached(`page:${file}`, () =>
          encode(file, Buffer.from(html), {
            quality: pageQuality,
            precompressed: () => readCompressed(join(root, servedPageName(file))),
          }),
        );
  };
  /**
   * The HTML of an address: its shell or a pattern's shell; else the app's shell (index.html in older builds)
   * with status 404, as the static hosts answer 404.html (docs/decisions.md, "`<path>.html`").
   */
  const htmlFor = (path: string) => {
    const address = path.replace(/\/+$/, '') || '/';
    if (address === '/' || address === '/index.html') return { html: page('index.html'), status: 200 as const };
    const own = pages.has(shellFile(address)) ? shellFile(address) : undefined;
    const rewrite = rewrites.find((rule) => rule.pattern.test(address))?.to.slice(1);
    const file = own ?? rewrite;
    if (file) return { html: page(file), status: 200 as const };
    return { html: page(pages.has(fallbackFile) ? fallbackFile : 'index.html'), status: 404 as const };
  };

  const routes = new Hono()
    .get('/mock-api-worker.js', (c) => c.body(retiringWorker, 200, { 'Content-Type': 'text/javascript' }))
    .get('*', async (c) => {
      const path = c.req.path;
      const moved = moves.find((rule) => rule.pattern.test(path));
      if (moved) return c.redirect(moved.to + new URL(c.req.url).search, 301);
      if (!path.endsWith('.html') && path !== '/') {
        const file = await cached(`file:${path}`, () => fromDisk(path));
        if (file) return answer(c, file, path.startsWith('/assets/') ? immutableAssets : revalidateHtml);
        // A missing script or style is not a page: the app's shell in its place would be run or applied as one.
        if (path.startsWith('/assets/')) return c.notFound();
      }
      const { html, status } = htmlFor(path);
      const found = await html;
      if (!found) return c.notFound();
      return answer(c, found, revalidateHtml, status);
    });

  /**
   * Compresses the pages and loads the assets with the build's compressed forms ahead of the first visitors, one
   * file at a time (called at start).
   */
  const warm = async () => {
    for (const file of pages.keys()) await page(file);
    const assets = await readdir(join(root, 'assets')).catch(() => []);
    for (const name of assets.filter((n) => !isCompressedForm(n)))
      await cached(`file:/assets/${name}`, () => fromDisk(`/assets/${name}`));
  };
  return { routes, warm };
}
