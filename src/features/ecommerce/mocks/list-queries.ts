import { countryName } from '@/mocks/display-names';
import type { ApiLanguage } from '@/mocks/utils';
import {
  matchesQuery,
  pageOf,
  parseCurrency,
  parseUsDate,
  sortItems,
  type ListQuery,
  type Sorters,
} from '@/mocks/query';
import type {
  Customer,
  CustomerDetail,
  CustomerList,
  Order,
  OrderList,
  Product,
  ProductList,
  Referral,
  ReferralList,
  Review,
  ReviewList,
} from '../api/types';

/** An optional exact-match filter: absent or empty means "any". */
function exact(params: URLSearchParams, name: string): (value: string) => boolean {
  const wanted = params.get(name);
  return (value) => !wanted || value === wanted;
}

const productSorters: Sorters<Product> = {
  product: (p) => p.productName,
  category: (p) => p.category,
  status: (p) => p.status,
  price: (p) => parseCurrency(p.price),
  qty: (p) => p.qty,
  sku: (p) => p.sku,
};

export function listProducts(products: readonly Product[], query: ListQuery): ProductList {
  const { params } = query;
  const category = exact(params, 'category');
  const status = exact(params, 'status');
  const stock = exact(params, 'stock');
  const filtered = products
    .filter((p) => matchesQuery(query.q, p.productName, p.productBrand))
    .filter((p) => category(p.category) && status(p.status) && stock(String(p.stock)))
    .sort((a, b) => b.id - a.id);
  const sorted = sortItems(filtered, productSorters, query.sortBy, query.orderBy);
  return { products: pageOf(sorted, query), total: sorted.length };
}

const orderSorters: Sorters<Order> = {
  order: (o) => o.order,
  customers: (o) => o.customer,
  date: (o) => parseUsDate(o.date),
  status: (o) => o.status,
  spent: (o) => o.spent,
};

export function listOrders(orders: readonly Order[], query: ListQuery): OrderList {
  const filtered = orders.filter((o) => matchesQuery(query.q, o.customer, o.email, o.order));
  const sorted = sortItems(filtered, orderSorters, query.sortBy, query.orderBy);
  return { orders: pageOf(sorted, query), total: sorted.length };
}

const customerSorters: Sorters<Customer> = {
  customer: (c) => c.customer,
  country: (c) => c.country,
  customerId: (c) => c.customerId,
  orders: (c) => c.order,
  totalSpent: (c) => c.totalSpent,
};

/** The list leaves out what only the detail shows. */
function toListCustomer({ status: _status, contact: _contact, ...customer }: CustomerDetail): Customer {
  return customer;
}

/** A customer with the country named in the reader's language (docs/api.md, "Language"). */
export function localiseCustomer<C extends Customer>(customer: C, language: ApiLanguage): C {
  return { ...customer, country: countryName(customer.countryCode, customer.country, language) };
}

export function listCustomers(
  customers: readonly CustomerDetail[],
  query: ListQuery,
  language: ApiLanguage,
): CustomerList {
  const filtered = customers
    .map((c) => localiseCustomer(c, language))
    .filter((c) => matchesQuery(query.q, c.customer, c.country, c.email));
  const sorted = sortItems(filtered.map(toListCustomer), customerSorters, query.sortBy, query.orderBy);
  return { customers: pageOf(sorted, query), total: sorted.length };
}

const reviewSorters: Sorters<Review> = {
  product: (r) => r.product,
  reviewer: (r) => r.reviewer,
  date: (r) => parseUsDate(r.date),
  status: (r) => r.status,
};

export function listReviews(reviews: readonly Review[], query: ListQuery): ReviewList {
  const wanted = query.params.get('status');
  const status = !wanted || wanted === 'All' ? () => true : (s: string) => s === wanted;
  const filtered = reviews.filter(
    (r) => status(r.status) && matchesQuery(query.q, r.product, r.reviewer, r.email, r.head, r.para),
  );
  const sorted = sortItems(filtered, reviewSorters, query.sortBy, query.orderBy);
  return { reviews: pageOf(sorted, query), total: sorted.length };
}

const referralSorters: Sorters<Referral> = {
  users: (r) => r.user,
  'referred-id': (r) => r.referredId,
  earning: (r) => parseCurrency(r.earning),
  value: (r) => parseCurrency(r.value),
  status: (r) => r.status,
};

export function listReferrals(referrals: readonly Referral[], query: ListQuery): ReferralList {
  const sorted = sortItems(referrals, referralSorters, query.sortBy, query.orderBy);
  return { referrals: pageOf(sorted, query), total: sorted.length };
}
