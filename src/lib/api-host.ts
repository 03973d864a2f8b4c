/**
 * True on a page the server mode served (docs/server.md): it marks its pages, answers /api itself, and keeps
 * sessions that sign-out must end. The static demo's pages carry no mark.
 */
export const servedByServer = () =>
  typeof document !== 'undefined' &&
  document.head.querySelector('meta[name="okoume-api"]')?.getAttribute('content') === 'server';
