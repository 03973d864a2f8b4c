import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

const notAuthorized = () => import('@/features/misc/routes/not-authorized-page');

/** Error, coming-soon and maintenance pages: public, blank layout. The catch-all for unknown addresses is in router.tsx (session layout). */
export const miscRoutes: RouteObject[] = [
  pageRoute('not-authorized', notAuthorized, { titleKey: 'titles.notAuthorized' }),
  pageRoute('pages-misc-not-authorized', notAuthorized, { titleKey: 'titles.notAuthorized' }),
  pageRoute('pages-misc-server-error', () => import('@/features/misc/routes/server-error-page'), {
    titleKey: 'titles.serverError',
  }),
  pageRoute('pages-misc-not-found', () => import('@/features/misc/routes/not-found-page'), {
    pattern: 'pages/misc/not-found/:error?',
    titleKey: 'titles.notFound',
  }),
  pageRoute('pages-misc-coming-soon', () => import('@/features/misc/routes/coming-soon-page'), {
    strings: ['misc'],
    titleKey: 'nav.comingSoon',
  }),
  pageRoute('pages-misc-under-maintenance', () => import('@/features/misc/routes/under-maintenance-page'), {
    strings: ['misc'],
    titleKey: 'nav.underMaintenance',
  }),
];
