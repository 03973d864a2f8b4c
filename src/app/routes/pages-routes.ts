import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

/** Back-office pages the menu implies (docs/spec.md §2): FAQ, pricing, and the help center in the back office's frame. */
export const pagesRoutes: RouteObject[] = [
  pageRoute('pages-faq', () => import('@/features/faq/routes/faq-page'), {
    strings: ['faq', 'data-table'],
    titleKey: 'titles.faq',
  }),
  pageRoute('pages-pricing', () => import('@/features/pricing/routes/pricing-page'), {
    strings: ['pricing'],
    titleKey: 'titles.pricing',
  }),
  pageRoute('pages-help-center', () => import('@/features/help-center/routes/back-office-help-center-page'), {
    strings: ['help-center'],
    titleKey: 'nav.helpCenter',
  }),
  pageRoute('pages-help-center-article', () => import('@/features/help-center/routes/back-office-help-article-page'), {
    strings: ['help-center'],
    titleKey: 'nav.helpCenter',
    navActiveLink: 'pages-help-center',
  }),
];
