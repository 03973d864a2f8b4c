import type { RouteObject } from 'react-router';

/**
 * Back-office pages (default layout). A route without action/subject needs manage on all
 * (PRODUCT.md), so only `/access-control` is open to the client account.
 */
export const backOfficeRoutes: RouteObject[] = [
  {
    path: 'access-control',
    lazy: () => import('@/features/misc/routes/access-control-page'),
    handle: { action: 'read', subject: 'AclDemo', titleKey: 'titles.accessControl' },
  },
];
