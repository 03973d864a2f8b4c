import type { RouteObject } from 'react-router';
import { i18next } from '@/lib/i18n/i18n';

/** Loads a page together with its strings, so the screen never suspends on a missing namespace. */
const page = (load: () => Promise<object>, namespaces: string[]) => () =>
  Promise.all([load(), i18next.loadNamespaces(namespaces)]).then(([module]) => module);

/** Back-office pages the menu implies (docs/spec.md §2): FAQ, pricing, and the help center in the back office's frame. */
export const pagesRoutes: RouteObject[] = [
  {
    path: 'pages/faq',
    lazy: page(() => import('@/features/faq/routes/faq-page'), ['faq', 'data-table']),
    handle: { titleKey: 'titles.faq' },
  },
  {
    path: 'pages/pricing',
    lazy: page(() => import('@/features/pricing/routes/pricing-page'), ['pricing']),
    handle: { titleKey: 'titles.pricing' },
  },
  {
    path: 'pages/help-center',
    lazy: page(() => import('@/features/help-center/routes/back-office-help-center-page'), ['help-center']),
    handle: { titleKey: 'nav.helpCenter' },
  },
  {
    path: 'pages/help-center/article/:slug',
    lazy: page(() => import('@/features/help-center/routes/back-office-help-article-page'), ['help-center']),
    handle: { titleKey: 'nav.helpCenter', navActiveLink: 'pages-help-center' },
  },
];
