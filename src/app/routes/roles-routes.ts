import type { RouteObject } from 'react-router';
import { i18next } from '@/lib/i18n/i18n';

/** Loads a page together with its strings, so the screen never suspends on a missing namespace. */
const page = (load: () => Promise<object>) => () =>
  Promise.all([load(), i18next.loadNamespaces(['roles', 'data-table'])]).then(([module]) => module);

/** Roles and permissions (default layout). No action/subject: manage on all is required. */
export const rolesRoutes: RouteObject[] = [
  {
    path: 'apps/roles',
    lazy: page(() => import('@/features/permissions/routes/roles-page')),
    handle: { titleKey: 'roles:titles.roles' },
  },
  {
    path: 'apps/permissions',
    lazy: page(() => import('@/features/permissions/routes/permission-list-page')),
    handle: { titleKey: 'roles:titles.permissions' },
  },
];
