import type { RouteObject } from 'react-router';
import { i18next } from '@/lib/i18n/i18n';

/** Loads a page together with its strings, so the screen never suspends on a missing namespace. */
const page = (load: () => Promise<object>) => () =>
  Promise.all([load(), i18next.loadNamespaces(['ecommerce', 'data-table'])]).then(([module]) => module);

/** E-commerce back office (default layout). No action/subject: manage on all is required. */
export const ecommerceRoutes: RouteObject[] = [
  {
    path: 'dashboards/ecommerce',
    lazy: page(() => import('@/features/ecommerce/routes/dashboard-page')),
    handle: { titleKey: 'ecommerce:titles.dashboard' },
  },
  {
    path: 'apps/ecommerce',
    children: [
      {
        path: 'product/list',
        lazy: page(() => import('@/features/ecommerce/routes/product-list-page')),
        handle: { titleKey: 'ecommerce:titles.productList' },
      },
      {
        path: 'product/add',
        lazy: page(() => import('@/features/ecommerce/routes/product-add-page')),
        handle: { titleKey: 'ecommerce:titles.productAdd' },
      },
      {
        path: 'product/category-list',
        lazy: page(() => import('@/features/ecommerce/routes/category-list-page')),
        handle: { titleKey: 'ecommerce:titles.categoryList' },
      },
      {
        path: 'order/list',
        lazy: page(() => import('@/features/ecommerce/routes/order-list-page')),
        handle: { titleKey: 'ecommerce:titles.orderList' },
      },
      {
        path: 'order/details/:id',
        lazy: page(() => import('@/features/ecommerce/routes/order-details-page')),
        handle: { titleKey: 'ecommerce:titles.orderDetails', navActiveLink: 'apps-ecommerce-order-list' },
      },
      {
        path: 'customer/list',
        lazy: page(() => import('@/features/ecommerce/routes/customer-list-page')),
        handle: { titleKey: 'ecommerce:titles.customerList' },
      },
      {
        path: 'customer/details/:id',
        lazy: page(() => import('@/features/ecommerce/routes/customer-details-page')),
        handle: { titleKey: 'ecommerce:titles.customerDetails', navActiveLink: 'apps-ecommerce-customer-list' },
      },
      {
        path: 'manage-review',
        lazy: page(() => import('@/features/ecommerce/routes/manage-review-page')),
        handle: { titleKey: 'ecommerce:titles.manageReview' },
      },
      {
        path: 'referrals',
        lazy: page(() => import('@/features/ecommerce/routes/referrals-page')),
        handle: { titleKey: 'ecommerce:titles.referrals' },
      },
      {
        path: 'settings',
        lazy: page(() => import('@/features/ecommerce/routes/settings-page')),
        handle: { titleKey: 'ecommerce:titles.settings' },
      },
    ],
  },
];
