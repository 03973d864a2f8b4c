import { StrictMode, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import type { AppRouter } from '@/app/router';
import { env } from '@/config/env';
import { injectLiveChat } from '@/lib/live-chat';

/** The app's first render, over the HTML's picture of the frame (the last stage of src/main.tsx). */
export function renderApp(router: AppRouter) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');

  // A transition render is time-sliced: the first render of a long page yields to the browser instead of
  // blocking the main thread in one task (the prerendered landing page stays on screen meanwhile).
  // The HTML's picture of the frame and its styles (scripts/shell-frame.ts) go with the app's first render: the
  // picture must never answer for the page, and its global rules must not outlive a theme change.
  new MutationObserver((_, observer) => {
    if (!root.firstChild) return;
    observer.disconnect();
    document.getElementById('boot-shell')?.remove();
    // The HTML's global styles (scripts/shell-frame.ts) that no <Global> of this theme took over (emotion renames
    // a tag it takes).
    for (const tag of document.querySelectorAll('style[data-emotion^="mui-global "]')) tag.remove();
  }).observe(root, { childList: true });
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Suspense fallback={null}>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </Suspense>
      </StrictMode>,
    ),
  );

  // On the prerendered landing page the app may start long after the load event.
  if (document.readyState === 'complete') injectLiveChat(env.liveChatSrc);
  else window.addEventListener('load', () => injectLiveChat(env.liveChatSrc), { once: true });
}
