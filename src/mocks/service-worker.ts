/// <reference lib="webworker" />
/**
 * The mock API of production builds, as a service worker (built to /mock-api-worker.js by
 * scripts/mock-api-plugin.ts). It answers the app's /api requests itself: the page carries no mock code,
 * and an API call never waits for the page's main thread.
 */
import '@/lib/zod-jitless';
import { answerApi } from './answer';
import { createPageData, type Snapshot } from './page-data';

const worker = self as unknown as ServiceWorkerGlobalScope;
const cacheName = 'mock-api-data';
const snapshotUrl = '/mock-api-data.json';

/** Chromium's static routing (not in TypeScript's lib yet). */
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: object) => Promise<void> };

const data = createPageData(
  {
    async load() {
      const saved = await (await caches.open(cacheName)).match(snapshotUrl);
      return saved ? ((await saved.json()) as Snapshot) : undefined;
    },
    async save(snapshot) {
      await (await caches.open(cacheName)).put(snapshotUrl, Response.json(snapshot));
    },
  },
  async () => (await worker.clients.matchAll({ type: 'window' })).map((client) => client.id),
);

worker.addEventListener('install', (event: RoutingInstallEvent) => {
  void worker.skipWaiting();
  // Pages, scripts and images go to the network without passing through this worker (where supported).
  const rules = { condition: { not: { urlPattern: { pathname: '/api/*' } } }, source: 'network' };
  if (event.addRoutes) event.waitUntil(event.addRoutes(rules).catch(() => undefined));
});

// A new version starts from the seed: the saved data may not fit its handlers.
worker.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([caches.delete(cacheName), worker.clients.claim()])),
);

// A page opened with a hard reload is not controlled by the active worker until it claims it.
worker.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(worker.clients.claim());
});

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === worker.location.origin && url.pathname.startsWith('/api/')) event.respondWith(answer(event));
});

async function answer(event: FetchEvent): Promise<Response> {
  await data.enter(event.clientId);
  const response = await answerApi(event.request);
  if (!['GET', 'HEAD'].includes(event.request.method)) event.waitUntil(data.save());
  return response;
}
