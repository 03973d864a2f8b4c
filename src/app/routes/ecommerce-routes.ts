import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

const strings = ['ecommerce', 'data-table'];

/** E-commerce back office (default layout). */
export const ecommerceRoutes: RouteObject[] = [
  pageRoute('dashboards-ecommerce', () => import('@/features/ecommerce/routes/dashboard-page'), {
    strings,
    titleKey: 'ecommerce:titles.dashboard',
  }),
  pageRoute('apps-ecommerce-product-list', () => import('@/features/ecommerce/routes/product-list-page'), {
    strings,
    titleKey: 'ecommerce:titles.productList',
  }),
  pageRoute('apps-ecommerce-product-add', () => import('@/features/ecommerce/routes/product-add-page'), {
    strings,
    titleKey: 'ecommerce:titles.productAdd',
  }),
  pageRoute('apps-ecommerce-product-edit', () => import('@/features/ecommerce/routes/product-edit-page'), {
    strings,
    titleKey: 'ecommerce:titles.productEdit',
    navActiveLink: 'apps-ecommerce-product-list',
  }),
  pageRoute('apps-ecommerce-product-category-list', () => import('@/features/ecommerce/routes/category-list-page'), {
    strings,
    titleKey: 'ecommerce:titles.categoryList',
  }),
  pageRoute('apps-ecommerce-order-list', () => import('@/features/ecommerce/routes/order-list-page'), {
    strings,
    titleKey: 'ecommerce:titles.orderList',
  }),
  pageRoute('apps-ecommerce-order-details', () => import('@/features/ecommerce/routes/order-details-page'), {
    strings,
    titleKey: 'ecommerce:titles.orderDetails',
    navActiveLink: 'apps-ecommerce-order-list',
  }),
  pageRoute('apps-ecommerce-customer-list', () => import('@/features/ecommerce/routes/customer-list-page'), {
    strings,
    titleKey: 'ecommerce:titles.customerList',
  }),
  pageRoute('apps-ecommerce-customer-details', () => import('@/features/ecommerce/routes/customer-details-page'), {
    strings,
    titleKey: 'ecommerce:titles.customerDetails',
    navActiveLink: 'apps-ecommerce-customer-list',
  }),
  pageRoute('apps-ecommerce-manage-review', () => import('@/features/ecommerce/routes/manage-review-page'), {
    strings,
    titleKey: 'ecommerce:titles.manageReview',
  }),
  pageRoute('apps-ecommerce-referrals', () => import('@/features/ecommerce/routes/referrals-page'), {
    strings,
    titleKey: 'ecommerce:titles.referrals',
  }),
  pageRoute('apps-ecommerce-settings', () => import('@/features/ecommerce/routes/settings-page'), {
    strings,
    titleKey: 'ecommerce:titles.settings',
  }),
];
