import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest: ({ url }, print) => {
      if (new URL(url).pathname.startsWith('/api/')) print.warning();
    },
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
