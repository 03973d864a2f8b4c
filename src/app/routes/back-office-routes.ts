import type { RouteObject } from 'react-router';
import { routeAccess } from '@/config/route-access';
import { i18next } from '@/lib/i18n/i18n';

/**
 * Back-office pages (default layout). A route without action/subject needs manage on all
 * (docs/product.md), so only `/access-control` is open to the client account.
 */

/** A page that loads with its strings, so it never suspends on them. */
const withStrings = <T>(page: Promise<T>, namespaces: string[]) =>
  Promise.all([page, i18next.loadNamespaces(namespaces)]).then(([module]) => module);

export const backOfficeRoutes: RouteObject[] = [
  {
    path: 'dashboards/analytics',
    lazy: () => withStrings(import('@/features/analytics/routes/analytics-page'), ['analytics', 'data-table']),
    handle: { titleKey: 'titles.analytics' },
  },
  {
    path: 'extensions/swiper',
    lazy: () => withStrings(import('@/features/extensions/routes/swiper-page'), ['extensions']),
    handle: { titleKey: 'titles.swiper' },
  },
  {
    path: 'extensions/tour',
    lazy: () => withStrings(import('@/features/extensions/routes/tour-page'), ['extensions']),
    handle: { titleKey: 'titles.tour' },
  },
  {
    path: 'pages/account-settings/:tab',
    lazy: () => withStrings(import('@/features/account-settings/routes/account-settings-page'), ['account-settings']),
    handle: { titleKey: 'titles.accountSettings', navActiveLink: 'pages-account-settings-tab', key: 'tab' },
  },
  {
    path: 'pages/user-profile/:tab',
    lazy: () => withStrings(import('@/features/profile/routes/user-profile-page'), ['profile', 'data-table']),
    handle: { titleKey: 'titles.userProfile', navActiveLink: 'pages-user-profile-tab', key: 'tab' },
  },
  {
    path: 'tables/data-table',
    lazy: () => withStrings(import('@/features/datatable/routes/data-table-page'), ['tables', 'data-table']),
    handle: { titleKey: 'titles.dataTable' },
  },
  {
    path: 'tables/simple-table',
    lazy: () => withStrings(import('@/features/datatable/routes/simple-table-page'), ['tables', 'data-table']),
    handle: { titleKey: 'titles.simpleTable' },
  },
  {
    path: 'access-control',
    lazy: () => import('@/features/misc/routes/access-control-page'),
    handle: { ...routeAccess('access-control'), titleKey: 'titles.accessControl' },
  },
];
