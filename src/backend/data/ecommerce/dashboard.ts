import { catalogueName } from '@/mocks/catalogue-language';
import { parseUsDate } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';
import type {
  CategoryList,
  MonthSales,
  OrderPayments,
  OrderSummary,
  ProductSummary,
  ReferralsSummary,
  ReviewsSummary,
  TopProduct,
} from '@/features/ecommerce/api/dashboard-types';
import { orderStatuses, productCategories } from '@/features/ecommerce/api/values';
import type { Order, OrderStatus, Product, Referral, Review } from '@/features/ecommerce/api/types';
import { parseMoney } from '@/lib/format';

/** How many months the dashboard's charts cover, and how many products it ranks. */
export const dashboardMonths = 12;
export const topProductCount = 5;

/** Sums in whole cents, as the SQL store sums `numeric`: both stores answer the same figures to the cent. */
const cents = (amount: number) => Math.round(amount * 100);

const monthOf = (date: string) => new Date(parseUsDate(date)).toISOString().slice(0, 7);

/** Statuses in the order of `orderStatuses`, those without orders left out (both stores). */
export const inStatusOrder = (counts: ReadonlyMap<string, number>) =>
  orderStatuses.flatMap((status: OrderStatus) => {
    const count = counts.get(status) ?? 0;
    return count ? [{ status, count }] : [];
  });

/** The in-memory store's order summary (the SQL store computes it in the database, `sql/ecommerce-dashboard.ts`). */
export function orderSummary(orders: readonly Order[]): OrderSummary {
  const months = new Map<string, { orders: number; cents: number }>();
  const statuses = new Map<string, number>();
  let total = 0;
  for (const o of orders) {
    const spent = cents(o.spent);
    total += spent;
    const key = monthOf(o.date);
    const month = months.get(key) ?? { orders: 0, cents: 0 };
    months.set(key, { orders: month.orders + 1, cents: month.cents + spent });
    statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
  }
  const recent: MonthSales[] = [...months]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .slice(-dashboardMonths)
    .map(([month, m]) => ({ month, orders: m.orders, revenue: m.cents / 100 }));
  return { revenue: total / 100, months: recent, statuses: inStatusOrder(statuses) };
}

/** A product's reviews as both stores count them: their number and the sum of their ratings. */
export interface ReviewedProduct {
  product: string;
  company: string;
  reviews: number;
  total: number;
}

/** Most reviewed first, then the best rated, then by catalogue name (code points); in the reader's language. */
export function rankReviewed(products: readonly ReviewedProduct[], language: ApiLanguage): TopProduct[] {
  return [...products]
    .sort(
      (a, b) =>
        b.reviews - a.reviews ||
        b.total / b.reviews - a.total / a.reviews ||
        (a.product < b.product ? -1 : a.product > b.product ? 1 : 0),
    )
    .slice(0, topProductCount)
    .map((p) => ({
      product: catalogueName(p.product, language),
      company: p.company,
      reviews: p.reviews,
      rating: Math.round((p.total / p.reviews) * 100) / 100,
    }));
}

/** Each reviewed product of the in-memory store, its company the first in code-point order (as SQL's `min`). */
export function reviewedProducts(reviews: readonly Review[]): ReviewedProduct[] {
  const byProduct = new Map<string, ReviewedProduct>();
  for (const r of reviews) {
    const p = byProduct.get(r.product) ?? { product: r.product, company: r.companyName, reviews: 0, total: 0 };
    if (r.companyName < p.company) p.company = r.companyName;
    p.reviews += 1;
    p.total += r.review;
    byProduct.set(r.product, p);
  }
  return [...byProduct.values()];
}

/** What a stock is worth at the listed prices, to the cent. */
const stockValueOf = (products: readonly Product[]) =>
  products.reduce((sum, p) => sum + cents(parseMoney(p.price)) * p.qty, 0) / 100;

/** The in-memory store's product summary (the SQL store's: `sql/ecommerce-dashboard.ts`). */
export function productSummary(products: readonly Product[]): ProductSummary {
  return {
    total: products.length,
    inStock: products.filter((p) => p.stock).length,
    published: products.filter((p) => p.status === 'Published').length,
    stockValue: stockValueOf(products),
  };
}

/** Categories that have products, in `productCategories` order (both stores). */
export const inCategoryOrder = <T extends { category: string }>(rows: readonly T[]) =>
  productCategories.flatMap((category) => rows.filter((row) => row.category === category));

export function categorySummaries(products: readonly Product[]): CategoryList {
  const categories = productCategories.flatMap((category) => {
    const items = products.filter((p) => p.category === category);
    if (items.length === 0) return [];
    const inStock = items.filter((p) => p.stock).length;
    const qty = items.reduce((sum, p) => sum + p.qty, 0);
    return [{ category, count: items.length, inStock, qty, stockValue: stockValueOf(items) }];
  });
  return { categories };
}

/** Payment states and ratings, in the order both stores answer them. */
export const paymentStates = [1, 2, 3, 4] as const;
export const starRatings = [5, 4, 3, 2, 1] as const;

export const orderPayments = (orders: readonly Order[]): OrderPayments => ({
  total: orders.length,
  payments: paymentStates.map((payment) => ({ payment, count: orders.filter((o) => o.payment === payment).length })),
});

export const reviewsSummary = (reviews: readonly Review[]): ReviewsSummary => ({
  total: reviews.length,
  published: reviews.filter((r) => r.status === 'Published').length,
  stars: starRatings.map((star) => ({ star, count: reviews.filter((r) => r.review === star).length })),
});

export function referralsSummary(referrals: readonly Referral[]): ReferralsSummary {
  const earned = (list: readonly Referral[]) => list.reduce((sum, r) => sum + cents(parseMoney(r.earning)), 0) / 100;
  return {
    total: referrals.length,
    paid: referrals.filter((r) => r.status === 'Paid').length,
    earnings: earned(referrals),
    unpaidEarnings: earned(referrals.filter((r) => r.status === 'Unpaid')),
  };
}
