import type { RouteObject } from 'react-router';
import { i18next } from '@/lib/i18n/i18n';

/** Loads a page together with its strings, so the screen never suspends on a missing namespace. */
const page = (load: () => Promise<object>) => () =>
  Promise.all([load(), i18next.loadNamespaces(['users', 'data-table'])]).then(([module]) => module);

/** User management (default layout). No action/subject: manage on all is required. */
export const usersRoutes: RouteObject[] = [
  {
    path: 'apps/user',
    children: [
      {
        path: 'list',
        lazy: page(() => import('@/features/users/routes/user-list-page')),
        handle: { titleKey: 'users:titles.list' },
      },
      {
        path: 'view/:id',
        lazy: page(() => import('@/features/users/routes/user-view-page')),
        handle: { titleKey: 'users:titles.view' },
      },
    ],
  },
];
