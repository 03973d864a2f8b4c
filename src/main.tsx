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
import { ensureMockApi } from '@/lib/api-client';
import { confirmSession } from '@/lib/auth/confirm-session';
import { session } from '@/lib/auth/session';
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
// Each stage is its own file, evaluated in its own task, imported in the order of `bootStages`
// (scripts/boot-chunk.ts; docs/performance.md, "The boot in stages").
const { initI18n } = await import('@/lib/i18n/i18n');
// Fetches the reader's strings while the router is created.
const strings = initI18n();
await yieldToMain();
// The theme's functions, emotion and the app's providers: evaluated here, used by the last stage.
await import('@/app/providers');
await yieldToMain();
const { createAppRouter } = await import('@/app/router');
// Creating the router starts loading the current route's lazy chunks, in parallel with the locale files.
const router = createAppRouter();
await strings;
await yieldToMain();
const { renderApp } = await import('@/app/render-app');
renderApp(router);
