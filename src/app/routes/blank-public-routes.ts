import type { RouteObject } from 'react-router';
import { routeAccess } from '@/config/route-access';

/** Public pages shown without the landing header (docs/spec.md §2: blank layout). */
export const blankPublicRoutes: RouteObject[] = [
  {
    path: 'front-pages/help-center',
    id: 'front-pages-help-center',
    lazy: () => import('@/features/help-center/routes/help-center-page'),
    handle: { ...routeAccess('front-pages-help-center'), titleKey: 'nav.helpCenter' },
  },
  {
    path: 'front-pages/help-center/article/:slug',
    lazy: () => import('@/features/help-center/routes/help-article-page'),
    handle: { ...routeAccess('front-pages-help-center'), titleKey: 'nav.helpCenter' },
  },
];
