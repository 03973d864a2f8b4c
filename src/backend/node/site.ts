import { readFile } from 'node:fs/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Tells the app that this host answers /api itself (`servedByServer()` in src/lib/api-client.ts). */
export const serverModeMeta = '<meta name="okoume-api" content="server" />';

/**
 * Replaces the static demo's mock worker in a browser that ran the static demo on this address before: the new
 * script takes over, unregisters itself and reloads its pages, which then reach this server.
 */
const retiringWorker = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()
  .then(() => self.clients.matchAll({ type: 'window' }))
  .then((pages) => Promise.all(pages.map((page) => page.navigate(page.url))))));`;

/** The built index.html, marked as served by the server. */
export async function readSiteIndex(distDir: string) {
  return (await readFile(`${distDir}/index.html`, 'utf8')).replace('<head>', `<head>${serverModeMeta}`);
}

/**
 * The built site (dist/): files as they are, hashed assets cached for a year, and index.html (`readSiteIndex`)
 * for every other path (the app's routes).
 */
export function siteRoutes(distDir: string, index: string) {
  return new Hono()
    .get('/mock-api-worker.js', (c) => c.body(retiringWorker, 200, { 'Content-Type': 'text/javascript' }))
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use(
      '*',
      serveStatic({
        root: distDir,
        rewriteRequestPath: (path) => (['/', '/index.html'].includes(path) ? '/__app__' : path),
      }),
    )
    .get('*', (c) => c.html(index, 200, { 'Cache-Control': 'no-cache' }));
}
