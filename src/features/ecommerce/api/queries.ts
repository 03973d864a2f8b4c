import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { CustomerAddressList } from './customer-address';
import type { CustomerOrders } from './customer-orders';
import type {
  CategoryList,
  EcommerceDashboard,
  OrderPayments,
  ProductSummary,
  ReferralsSummary,
  ReviewsSummary,
} from './dashboard-types';
import type { CustomerSecurity, NotificationChoices } from './customer-preferences';
import type { CustomerQuery, OrderQuery, ProductQuery, ReferralQuery, ReviewQuery } from './lists';
import type { CustomerDetail, CustomerList, OrderList, Product, ProductList, ReferralList, ReviewList } from './types';

const base = '/api/apps/ecommerce';

export const customerOrdersPerPage = 5;

export const fetchProducts = (query: ProductQuery, signal?: AbortSignal) =>
  api.get<ProductList>(`${base}/products`, { query: listQueryParams(query), signal });
export const fetchOrders = (query: OrderQuery, signal?: AbortSignal) =>
  api.get<OrderList>(`${base}/orders`, { query: listQueryParams(query), signal });
export const fetchCustomers = (query: CustomerQuery, signal?: AbortSignal) =>
  api.get<CustomerList>(`${base}/customers`, { query: listQueryParams(query), signal });
export const fetchReviews = (query: ReviewQuery, signal?: AbortSignal) =>
  api.get<ReviewList>(`${base}/reviews`, { query: listQueryParams(query), signal });
export const fetchReferrals = (query: ReferralQuery, signal?: AbortSignal) =>
  api.get<ReferralList>(`${base}/referrals`, { query: listQueryParams(query), signal });

/**
 * Figures the API adds up over every record (docs/api.md, "E-commerce"): the dashboard's, each list's summary and
 * the categories, at `path` under the e-commerce base.
 */
const figures = <T>(path: string) =>
  queryOptions({
    queryKey: ['ecommerce', ...path.split('/')],
    queryFn: ({ signal }) => api.get<T>(`${base}/${path}`, { signal }),
  });

export const ecommerceQueries = {
  all: ['ecommerce'] as const,
  products: listQueryOptions(['ecommerce', 'products'], fetchProducts),
  orders: listQueryOptions(['ecommerce', 'orders'], fetchOrders),
  customers: listQueryOptions(['ecommerce', 'customers'], fetchCustomers),
  reviews: listQueryOptions(['ecommerce', 'reviews'], fetchReviews),
  referrals: listQueryOptions(['ecommerce', 'referrals'], fetchReferrals),
  productSummary: () => figures<ProductSummary>('products/summary'),
  orderPayments: () => figures<OrderPayments>('orders/summary'),
  reviewsSummary: () => figures<ReviewsSummary>('reviews/summary'),
  referralsSummary: () => figures<ReferralsSummary>('referrals/summary'),
  categories: () => figures<CategoryList>('products/categories'),
  dashboard: () => figures<EcommerceDashboard>('dashboard'),
  settings: (section: string) =>
    queryOptions({
      queryKey: ['ecommerce', 'settings', section] as const,
      queryFn: ({ signal }) => api.get<Record<string, string | boolean>>(`${base}/settings/${section}`, { signal }),
    }),
  product: (id: string) =>
    queryOptions({
      queryKey: ['ecommerce', 'products', 'detail', id] as const,
      queryFn: ({ signal }) => api.get<Product>(`${base}/products/${encodeURIComponent(id)}`, { signal }),
    }),
  customer: (customerId: string) =>
    queryOptions({
      queryKey: ['ecommerce', 'customers', 'detail', customerId] as const,
      queryFn: ({ signal }) =>
        api.get<CustomerDetail>(`${base}/customers/${encodeURIComponent(customerId)}`, { signal }),
    }),
  /** A page of the customer's orders (newest first) with their spending by month; the page before stays shown. */
  customerOrders: (customerId: string, page: number, itemsPerPage = customerOrdersPerPage) =>
    queryOptions({
      queryKey: ['ecommerce', 'customers', 'detail', customerId, 'orders', { page, itemsPerPage }] as const,
      queryFn: ({ signal }) =>
        api.get<CustomerOrders>(`${base}/customers/${encodeURIComponent(customerId)}/orders`, {
          query: { page, itemsPerPage },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** The customer's address book, oldest first (docs/api.md, "E-commerce"). */
  customerAddresses: (customerId: number) =>
    queryOptions({
      queryKey: ['ecommerce', 'customers', 'detail', String(customerId), 'addresses'] as const,
      queryFn: ({ signal }) => api.get<CustomerAddressList>(`${base}/customers/${customerId}/addresses`, { signal }),
    }),
  customerNotifications: (customerId: number) =>
    queryOptions({
      queryKey: ['ecommerce', 'customers', 'detail', String(customerId), 'notifications'] as const,
      queryFn: ({ signal }) =>
        api.get<NotificationChoices>(`${base}/customers/${customerId}/notifications`, { signal }),
    }),
  customerSecurity: (customerId: number) =>
    queryOptions({
      queryKey: ['ecommerce', 'customers', 'detail', String(customerId), 'security'] as const,
      queryFn: ({ signal }) => api.get<CustomerSecurity>(`${base}/customers/${customerId}/security`, { signal }),
    }),
  /** The spec has no order-detail call: the order is found through the list's search on its number. */
  order: (orderNumber: string) =>
    queryOptions({
      queryKey: ['ecommerce', 'orders', 'detail', orderNumber] as const,
      queryFn: async ({ signal }) => {
        const { orders } = await fetchOrders({ q: orderNumber, page: 1, itemsPerPage: 100, filters: {} }, signal);
        return orders.find((o) => String(o.order) === orderNumber) ?? null;
      },
    }),
};
