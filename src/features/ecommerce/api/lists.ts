import { defineList, type QueryOf } from '@/lib/list-query';

/** The e-commerce lists' queries (docs/api.md, "E-commerce"): what the screens, fetchers and API share. */
export const productList = defineList({
  filters: ['status', 'category', 'stock'],
  sortKeys: ['product', 'category', 'status', 'price', 'qty', 'sku'],
});
export const orderList = defineList({ sortKeys: ['order', 'customers', 'date', 'status', 'spent'] });
/** A customer's orders: paging only, newest first (docs/api.md). */
export const customerOrderList = defineList({});
export const customerList = defineList({ sortKeys: ['customer', 'country', 'customerId', 'orders', 'totalSpent'] });
export const reviewList = defineList({ filters: ['status'], sortKeys: ['product', 'reviewer', 'date', 'status'] });
export const referralList = defineList({ sortKeys: ['users', 'referred-id', 'earning', 'value', 'status'] });

export type ProductQuery = QueryOf<typeof productList>;
export type OrderQuery = QueryOf<typeof orderList>;
export type CustomerQuery = QueryOf<typeof customerList>;
export type ReviewQuery = QueryOf<typeof reviewList>;
export type ReferralQuery = QueryOf<typeof referralList>;
