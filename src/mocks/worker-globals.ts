/**
 * MSW's cookie store refuses to load in a browser-like scope without `localStorage`, which workers lack.
 * An object without methods makes it keep cookies in memory only (this app's handlers read none).
 * Imported first by the service worker, before msw.
 */
const scope = globalThis as { localStorage?: unknown };
scope.localStorage ??= {};
