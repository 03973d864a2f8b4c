import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

const strings = ['roles', 'data-table'];

/** Roles and permissions (default layout). */
export const rolesRoutes: RouteObject[] = [
  pageRoute('apps-roles', () => import('@/features/permissions/routes/roles-page'), {
    strings,
    titleKey: 'roles:titles.roles',
  }),
  pageRoute('apps-contact-messages', () => import('@/features/contact-messages/routes/contact-messages-page'), {
    strings: ['contact-messages', 'data-table'],
    titleKey: 'contact-messages:title',
  }),
  pageRoute('apps-audit', () => import('@/features/audit/routes/audit-page'), {
    strings: ['audit', 'data-table'],
    titleKey: 'audit:title',
  }),
  pageRoute('apps-permissions', () => import('@/features/permissions/routes/permission-list-page'), {
    strings,
    titleKey: 'roles:titles.permissions',
  }),
];
