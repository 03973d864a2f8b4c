import { countryName } from '@/mocks/display-names';
import type { ApiLanguage } from '@/mocks/utils';
import { localiseProduct } from './localise-product';
import { localiseReview } from './localise-review';
import { matchesQuery, pageOf, parseCurrency, parseUsDate, sortItems, type Sorters } from '@/mocks/query';
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
} from '@/features/ecommerce/api/types';
import type { SortKeyOf } from '@/lib/list-query';
import type {
  CustomerQuery,
  customerList,
  OrderQuery,
  orderList,
  ProductQuery,
  productList,
  ReferralQuery,
  referralList,
  ReviewQuery,
  reviewList,
} from '@/features/ecommerce/api/lists';

/** An optional exact-match filter: absent or empty means "any". */
const exact =
  (wanted: string | undefined) =>
  (value: string): boolean =>
    !wanted || value === wanted;

const productSorters: Sorters<Product, SortKeyOf<typeof productList>> = {
  product: (p) => p.productName,
  category: (p) => p.category,
  status: (p) => p.status,
  price: (p) => parseCurrency(p.price),
  qty: (p) => p.qty,
  sku: (p) => p.sku,
};

export function listProducts(products: readonly Product[], query: ProductQuery, language: ApiLanguage): ProductList {
  const category = exact(query.filters.category);
  const status = exact(query.filters.status);
  const stock = exact(query.filters.stock);
  // q and the name sort work on the texts the reader sees.
  const filtered = products
    .map((p) => localiseProduct(p, language))
    .filter((p) => matchesQuery(query.q, p.productName, p.productBrand))
    .filter((p) => category(p.category) && status(p.status) && stock(String(p.stock)))
    .sort((a, b) => b.id - a.id);
  const sorted = sortItems(filtered, productSorters, query);
  return { products: pageOf(sorted, query), total: sorted.length };
}

const orderSorters: Sorters<Order, SortKeyOf<typeof orderList>> = {
  order: (o) => o.order,
  customers: (o) => o.customer,
  date: (o) => parseUsDate(o.date),
  status: (o) => o.status,
  spent: (o) => o.spent,
};

export function listOrders(orders: readonly Order[], query: OrderQuery): OrderList {
  const filtered = orders.filter((o) => matchesQuery(query.q, o.customer, o.email, o.order));
  const sorted = sortItems(filtered, orderSorters, query);
  return { orders: pageOf(sorted, query), total: sorted.length };
}

const customerSorters: Sorters<Customer, SortKeyOf<typeof customerList>> = {
  customer: (c) => c.customer,
  country: (c) => c.country,
  customerId: (c) => c.customerId,
  orders: (c) => c.order,
  totalSpent: (c) => c.totalSpent,
};

/** The list leaves out what only the detail shows. */
export function toListCustomer({ status: _status, contact: _contact, ...customer }: CustomerDetail): Customer {
  return customer;
}

/** A customer with the country named in the reader's language (docs/api.md, "Language"). */
export function localiseCustomer<C extends Customer>(customer: C, language: ApiLanguage): C {
  return { ...customer, country: countryName(customer.countryCode, customer.country, language) };
}

export function listCustomers(
  customers: readonly CustomerDetail[],
  query: CustomerQuery,
  language: ApiLanguage,
): CustomerList {
  const filtered = customers
    .map((c) => localiseCustomer(c, language))
    .filter((c) => matchesQuery(query.q, c.customer, c.country, c.email));
  const sorted = sortItems(filtered.map(toListCustomer), customerSorters, query);
  return { customers: pageOf(sorted, query), total: sorted.length };
}

const reviewSorters: Sorters<Review, SortKeyOf<typeof reviewList>> = {
  product: (r) => r.product,
  reviewer: (r) => r.reviewer,
  date: (r) => parseUsDate(r.date),
  status: (r) => r.status,
};

export function listReviews(reviews: readonly Review[], query: ReviewQuery, language: ApiLanguage): ReviewList {
  const wanted = query.filters.status;
  const status = !wanted || wanted === 'All' ? () => true : (s: string) => s === wanted;
  // q and the product sort work on the texts the reader sees.
  const filtered = reviews
    .map((r) => localiseReview(r, language))
    .filter((r) => status(r.status) && matchesQuery(query.q, r.product, r.reviewer, r.email, r.head, r.para));
  const sorted = sortItems(filtered, reviewSorters, query);
  return { reviews: pageOf(sorted, query), total: sorted.length };
}

const referralSorters: Sorters<Referral, SortKeyOf<typeof referralList>> = {
  users: (r) => r.user,
  'referred-id': (r) => r.referredId,
  earning: (r) => parseCurrency(r.earning),
  value: (r) => parseCurrency(r.value),
  status: (r) => r.status,
};

export function listReferrals(referrals: readonly Referral[], query: ReferralQuery): ReferralList {
  const sorted = sortItems(referrals, referralSorters, query);
  return { referrals: pageOf(sorted, query), total: sorted.length };
}
