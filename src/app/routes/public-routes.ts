import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

const landing = () => import('@/features/marketing/routes/landing-page');

/** The public site (landing layout). It must never pull back-office code. */
export const publicRoutes: RouteObject[] = [
  pageRoute('root', landing, { titleKey: 'titles.home' }),
  pageRoute('front-pages-landing-page', landing, { titleKey: 'titles.home' }),
];
