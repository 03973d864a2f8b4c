import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CustomerDetail, CustomerList, OrderList, ProductList, ReferralList, ReviewList } from './types';

export type ListQuery = Record<string, string | number | undefined>;

const base = '/api/apps/ecommerce';

export const fetchProducts = (query: ListQuery, signal?: AbortSignal) =>
  api.get<ProductList>(`${base}/products`, { query, signal });
export const fetchOrders = (query: ListQuery, signal?: AbortSignal) =>
  api.get<OrderList>(`${base}/orders`, { query, signal });
export const fetchCustomers = (query: ListQuery, signal?: AbortSignal) =>
  api.get<CustomerList>(`${base}/customers`, { query, signal });
export const fetchReviews = (query: ListQuery, signal?: AbortSignal) =>
  api.get<ReviewList>(`${base}/reviews`, { query, signal });
export const fetchReferrals = (query: ListQuery, signal?: AbortSignal) =>
  api.get<ReferralList>(`${base}/referrals`, { query, signal });

/** Every list keeps the previous page on screen while the next one loads (no flash of skeleton). */
const list =
  <T>(key: string, fetcher: (q: ListQuery, s?: AbortSignal) => Promise<T>) =>
  (query: ListQuery) =>
    queryOptions({
      queryKey: ['ecommerce', key, 'list', query] as const,
      queryFn: ({ signal }) => fetcher(query, signal),
      placeholderData: keepPreviousData,
    });

export const ecommerceQueries = {
  all: ['ecommerce'] as const,
  products: list('products', fetchProducts),
  orders: list('orders', fetchOrders),
  customers: list('customers', fetchCustomers),
  reviews: list('reviews', fetchReviews),
  referrals: list('referrals', fetchReferrals),
  customer: (customerId: string) =>
    queryOptions({
      queryKey: ['ecommerce', 'customers', 'detail', customerId] as const,
      queryFn: ({ signal }) =>
        api.get<CustomerDetail>(`${base}/customers/${encodeURIComponent(customerId)}`, { signal }),
    }),
  /** The spec has no order-detail call: the order is found through the list's search on its number. */
  order: (orderNumber: string) =>
    queryOptions({
      queryKey: ['ecommerce', 'orders', 'detail', orderNumber] as const,
      queryFn: async ({ signal }) => {
        const { orders } = await fetchOrders({ q: orderNumber, itemsPerPage: 100 }, signal);
        return orders.find((o) => String(o.order) === orderNumber) ?? null;
      },
    }),
};
