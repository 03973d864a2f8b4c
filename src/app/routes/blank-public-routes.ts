import type { RouteObject } from 'react-router';

/** Public pages shown without the landing header (SPEC §2: blank layout). */
export const blankPublicRoutes: RouteObject[] = [
  {
    path: 'front-pages/help-center',
    id: 'front-pages-help-center',
    lazy: () => import('@/features/help-center/routes/help-center-page'),
    handle: { public: true, titleKey: 'nav.helpCenter' },
  },
];
