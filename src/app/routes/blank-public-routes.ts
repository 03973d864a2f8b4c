import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

/** Public pages shown without the landing header (docs/spec.md §2: blank layout). */
export const blankPublicRoutes: RouteObject[] = [
  pageRoute('front-pages-help-center', () => import('@/features/help-center/routes/help-center-page'), {
    titleKey: 'nav.helpCenter',
  }),
  pageRoute('front-pages-help-center-article', () => import('@/features/help-center/routes/help-article-page'), {
    titleKey: 'nav.helpCenter',
  }),
];
