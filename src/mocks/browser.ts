import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { warnOnUnhandledApi } from './unhandled';

export async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest: warnOnUnhandledApi,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
