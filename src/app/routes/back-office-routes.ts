import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

/** Back-office pages (default layout) outside the apps with a route file of their own. */
export const backOfficeRoutes: RouteObject[] = [
  pageRoute('dashboards-analytics', () => import('@/features/analytics/routes/analytics-page'), {
    strings: ['analytics', 'data-table'],
    titleKey: 'titles.analytics',
  }),
  pageRoute('dashboards-crm', () => import('@/features/crm/routes/crm-page'), {
    strings: ['crm', 'data-table'],
    titleKey: 'crm:title',
  }),
  pageRoute('dashboards-logistics', () => import('@/features/logistics/routes/logistics-page'), {
    strings: ['logistics', 'data-table'],
    titleKey: 'logistics:title',
  }),
  pageRoute('extensions-swiper', () => import('@/features/extensions/routes/swiper-page'), {
    strings: ['extensions'],
    titleKey: 'titles.swiper',
  }),
  pageRoute('extensions-tour', () => import('@/features/extensions/routes/tour-page'), {
    strings: ['extensions'],
    titleKey: 'titles.tour',
  }),
  pageRoute('pages-account-settings-tab', () => import('@/features/account-settings/routes/account-settings-page'), {
    strings: ['account-settings', 'auth-pages', 'two-step'],
    titleKey: 'titles.accountSettings',
    navActiveLink: 'pages-account-settings-tab',
    key: 'tab',
  }),
  pageRoute('pages-user-profile-tab', () => import('@/features/profile/routes/user-profile-page'), {
    strings: ['profile', 'data-table'],
    titleKey: 'titles.userProfile',
    navActiveLink: 'pages-user-profile-tab',
    key: 'tab',
  }),
  pageRoute('tables-data-table', () => import('@/features/datatable/routes/data-table-page'), {
    strings: ['tables', 'data-table'],
    titleKey: 'titles.dataTable',
  }),
  pageRoute('tables-simple-table', () => import('@/features/datatable/routes/simple-table-page'), {
    strings: ['tables', 'data-table'],
    titleKey: 'titles.simpleTable',
  }),
  pageRoute('forms-elements', () => import('@/features/forms/routes/form-elements-page'), {
    strings: ['forms'],
    titleKey: 'nav.formElements',
  }),
  pageRoute('forms-layouts', () => import('@/features/forms/routes/form-layouts-page'), {
    strings: ['forms'],
    titleKey: 'nav.formLayouts',
  }),
  pageRoute('charts', () => import('@/features/charts/routes/charts-page'), {
    strings: ['charts'],
    titleKey: 'nav.charts',
  }),
  pageRoute('access-control', () => import('@/features/misc/routes/access-control-page'), {
    titleKey: 'titles.accessControl',
  }),
];
