/** Built at the site root (scripts/mock-api-plugin.ts), so that its scope covers every page. */
export const mockWorkerUrl = '/mock-api-worker.js';

const isMockWorker = (worker: ServiceWorker | null | undefined): worker is ServiceWorker =>
  worker != null && new URL(worker.scriptURL).pathname === mockWorkerUrl;

/**
 * Registers the mock API worker (src/mocks/service-worker.ts) and resolves once it controls this page: at
 * once when it already does, otherwise when it claims the page (first visit, a hard reload). An installed
 * worker is not registered again: the browser checks for a new version on navigations by itself, and
 * Chromium sometimes holds a second `register()` for many seconds after a reload.
 */
export async function startMockWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  if (!container) throw new Error('The mock API needs service workers (HTTPS or localhost)');
  if (isMockWorker(container.controller)) return;
  const controlled = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  const installed = (await container.getRegistration('/'))?.active;
  // An active worker does not take the pages opened without it (a hard reload) unless asked.
  if (isMockWorker(installed)) installed.postMessage('claim');
  else await container.register(mockWorkerUrl, { scope: '/' });
  if (!isMockWorker(container.controller)) await controlled;
}
