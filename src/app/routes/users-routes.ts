import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

const strings = ['users', 'data-table'];

/** User management (default layout). */
export const usersRoutes: RouteObject[] = [
  pageRoute('apps-user-list', () => import('@/features/users/routes/user-list-page'), {
    strings,
    titleKey: 'users:titles.list',
  }),
  pageRoute('apps-user-view', () => import('@/features/users/routes/user-view-page'), {
    strings,
    titleKey: 'users:titles.view',
  }),
];
