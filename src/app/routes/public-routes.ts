import type { RouteObject } from 'react-router';

const landing = () => import('@/features/marketing/routes/landing-page');

/** The public site (landing layout). It must never pull back-office code. */
export const publicRoutes: RouteObject[] = [
  { index: true, id: 'root', lazy: landing, handle: { titleKey: 'titles.home' } },
  {
    path: 'front-pages/landing-page',
    id: 'front-pages-landing-page',
    lazy: landing,
    handle: { titleKey: 'titles.home' },
  },
];
