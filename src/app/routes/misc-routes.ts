import type { RouteObject } from 'react-router';

const notFound = () => import('@/features/misc/routes/not-found-page');
const notAuthorized = () => import('@/features/misc/routes/not-authorized-page');

/** Error pages: public, blank layout. The catch-all for unknown addresses is in router.tsx (session layout). */
export const miscRoutes: RouteObject[] = [
  { path: 'not-authorized', lazy: notAuthorized, handle: { public: true, titleKey: 'titles.notAuthorized' } },
  {
    path: 'pages/misc/not-authorized',
    lazy: notAuthorized,
    handle: { public: true, titleKey: 'titles.notAuthorized' },
  },
  {
    path: 'pages/misc/server-error',
    lazy: () => import('@/features/misc/routes/server-error-page'),
    handle: { public: true, titleKey: 'titles.serverError' },
  },
  { path: 'pages/misc/not-found/:error?', lazy: notFound, handle: { public: true, titleKey: 'titles.notFound' } },
];
