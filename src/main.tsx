// First: before any schema parses (see the module).
import '@/lib/zod-jitless';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import '@/theme/font-fallbacks.css';
// Only fetched when Arabic glyphs are on screen (unicode-range).
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import { StrictMode, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { env } from '@/config/env';
import { ensureMockApi } from '@/lib/api-client';
import { confirmSession } from '@/lib/auth/confirm-session';
import { session } from '@/lib/auth/session';
import { initI18n } from '@/lib/i18n/i18n';
import { injectLiveChat } from '@/lib/live-chat';
import { yieldToMain } from '@/lib/yield-to-main';

// Start-up is cut into tasks (evaluating the libraries, creating the router, starting i18n), so the main
// thread is never blocked for long in one go.

session.restore();
// Back-office pages start the mock API at once (in parallel with i18n and the first render), and check the
// session's rules with the server; the public landing page never loads it unless it calls the API.
if (!['/', '/front-pages/landing-page'].includes(window.location.pathname)) {
  void ensureMockApi();
  if (session.isSignedIn()) void confirmSession();
}
await yieldToMain();
// Creating the router starts loading the current route's lazy chunks, in parallel with the locale files.
const router = createAppRouter();
await yieldToMain();
await initI18n();

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
