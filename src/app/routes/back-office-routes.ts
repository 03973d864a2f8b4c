import type { RouteObject } from 'react-router';
import { i18next } from '@/lib/i18n/i18n';

/**
 * Back-office pages (default layout). A route without action/subject needs manage on all
 * (PRODUCT.md), so only `/access-control` is open to the client account.
 */
const pending = () => import('@/features/misc/routes/pending-page');
/** A page that loads with its strings, so it never suspends on them. */
const withStrings = <T,>(page: Promise<T>, namespaces: string[]) =>
  Promise.all([page, i18next.loadNamespaces(namespaces)]).then(([module]) => module);

export const backOfficeRoutes: RouteObject[] = [
  // SPEC §2 routes whose screens are still to be built (see the closing note of the session).
  { path: 'extensions/swiper', lazy: () => withStrings(import('@/features/extensions/routes/swiper-page'), ['extensions']), handle: { titleKey: 'titles.swiper' } },
  { path: 'extensions/tour', lazy: () => withStrings(import('@/features/extensions/routes/tour-page'), ['extensions']), handle: { titleKey: 'titles.tour' } },
  {
    path: 'pages/account-settings/:tab',
    lazy: () =>
      Promise.all([
        import('@/features/account-settings/routes/account-settings-page'),
        i18next.loadNamespaces(['account-settings']),
      ]).then(([module]) => module),
    handle: { titleKey: 'titles.accountSettings', navActiveLink: 'pages-account-settings-tab', key: 'tab' },
  },
  {
    path: 'pages/user-profile/:tab',
    lazy: pending,
    handle: { titleKey: 'titles.userProfile', navActiveLink: 'pages-user-profile-tab', key: 'tab' },
  },
  {
    path: 'tables/data-table',
    lazy: () =>
      Promise.all([
        import('@/features/datatable/routes/data-table-page'),
        i18next.loadNamespaces(['tables', 'data-table']),
      ]).then(([module]) => module),
    handle: { titleKey: 'titles.dataTable' },
  },
  {
    path: 'tables/simple-table',
    lazy: () =>
      Promise.all([
        import('@/features/datatable/routes/simple-table-page'),
        i18next.loadNamespaces(['tables', 'data-table']),
      ]).then(([module]) => module),
    handle: { titleKey: 'titles.simpleTable' },
  },
  {
    path: 'dashboards/analytics',
    // The page loads with its strings, so it never suspends on them.
    lazy: () =>
      Promise.all([
        import('@/features/analytics/routes/analytics-page'),
        i18next.loadNamespaces(['analytics', 'data-table']),
      ]).then(([module]) => module),
    handle: { titleKey: 'titles.analytics' },
  },
  {
    path: 'access-control',
    lazy: () => import('@/features/misc/routes/access-control-page'),
    handle: { action: 'read', subject: 'AclDemo', titleKey: 'titles.accessControl' },
  },
];
