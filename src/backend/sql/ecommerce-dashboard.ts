import { asc, count, desc, sql } from 'drizzle-orm';
import {
  dashboardMonths,
  inCategoryOrder,
  inStatusOrder,
  paymentStates,
  rankReviewed,
  starRatings,
  topProductCount,
} from '@/backend/data/ecommerce/dashboard';
import type {
  CategoryList,
  OrderPayments,
  OrderSummary,
  ProductSummary,
  ReferralsSummary,
  ReviewsSummary,
  TopProduct,
} from '@/features/ecommerce/api/dashboard-types';
import type { ApiLanguage } from '@/mocks/utils';
import type { Database } from './sql-store';
import * as t from './schema';

const o = t.orders;
const p = t.products;
const r = t.reviews;
const referral = t.referrals;
/** How many rows take each value of `key`, as a map. */
const tally = (rows: Array<{ key: string | number | null; count: number }>) =>
  new Map(rows.map((row) => [Number(row.key), row.count]));
/** Whole cents, summed exactly (`numeric`), as the in-memory store sums them (`cents`). */
const centsOf = sql<string>`coalesce(sum(round(${o.spent}::numeric * 100)), 0)`;
const month = sql<string>`to_char(to_timestamp(${o.date} / 1000) at time zone 'UTC', 'YYYY-MM')`;
const status = sql<string>`${o.data}->>'status'`;
/** Ordered by code points, as the in-memory store compares names (`rankReviewed`). */
const product = sql<string>`(${r.data}->>'product') collate "C"`;
const ratings = sql<string>`sum((${r.data}->>'review')::int)`;
const productsInStock = sql<string>`count(*) filter (where ${p.stock})`;
/** Price × quantity in whole cents, summed exactly. */
const stockCents = sql<string>`coalesce(sum(round(${p.price}::numeric * 100) * ${p.qty}), 0)`;

/**
 * The e-commerce figures computed in the database (docs/api.md, "E-commerce"): the dashboard's and each list's
 * summary; the in-memory store's are in `backend/data/ecommerce/dashboard.ts`.
 */
export function ecommerceDashboard(db: Database) {
  return {
    async summary(): Promise<OrderSummary> {
      const [[all], months, statuses] = await Promise.all([
        db.select({ cents: centsOf }).from(o),
        db
          .select({ month, orders: count(), cents: centsOf })
          .from(o)
          .where(sql`${o.date} is not null`)
          .groupBy(month)
          .orderBy(desc(month))
          .limit(dashboardMonths),
        db.select({ status, count: count() }).from(o).groupBy(status),
      ]);
      return {
        revenue: Number(all?.cents ?? 0) / 100,
        months: months.reverse().map((m) => ({ month: m.month, orders: m.orders, revenue: Number(m.cents) / 100 })),
        statuses: inStatusOrder(new Map(statuses.map((s) => [s.status, s.count]))),
      };
    },
    async products(): Promise<ProductSummary> {
      const [row] = await db
        .select({
          total: count(),
          inStock: productsInStock,
          published: sql<string>`count(*) filter (where ${p.status} = 'Published')`,
          cents: stockCents,
        })
        .from(p);
      return {
        total: row?.total ?? 0,
        inStock: Number(row?.inStock ?? 0),
        published: Number(row?.published ?? 0),
        stockValue: Number(row?.cents ?? 0) / 100,
      };
    },
    async categories(): Promise<CategoryList> {
      const rows = await db
        .select({
          category: p.category,
          count: count(),
          inStock: productsInStock,
          qty: sql<string>`coalesce(sum(${p.qty}), 0)`,
          cents: stockCents,
        })
        .from(p)
        .groupBy(p.category);
      const categories = inCategoryOrder(rows).map((row) => ({
        category: row.category as CategoryList['categories'][number]['category'],
        count: row.count,
        inStock: Number(row.inStock),
        qty: Number(row.qty),
        stockValue: Number(row.cents) / 100,
      }));
      return { categories };
    },
    async payments(): Promise<OrderPayments> {
      const payment = sql<number>`(${o.data}->>'payment')::int`;
      const counts = tally(await db.select({ key: payment, count: count() }).from(o).groupBy(payment));
      return {
        total: [...counts.values()].reduce((sum, n) => sum + n, 0),
        payments: paymentStates.map((state) => ({ payment: state, count: counts.get(state) ?? 0 })),
      };
    },
    async reviews(): Promise<ReviewsSummary> {
      const star = sql<number>`(${r.data}->>'review')::int`;
      const [counts, [published]] = await Promise.all([
        db.select({ key: star, count: count() }).from(r).groupBy(star).then(tally),
        db
          .select({ count: count() })
          .from(r)
          .where(sql`${r.status} = 'Published'`),
      ]);
      return {
        total: [...counts.values()].reduce((sum, n) => sum + n, 0),
        published: published?.count ?? 0,
        stars: starRatings.map((rating) => ({ star: rating, count: counts.get(rating) ?? 0 })),
      };
    },
    async referrals(): Promise<ReferralsSummary> {
      const status = sql`${referral.data}->>'status'`;
      const earned = sql`round(${referral.earning}::numeric * 100)`;
      const [row] = await db
        .select({
          total: count(),
          paid: sql<string>`count(*) filter (where ${status} = 'Paid')`,
          earnings: sql<string>`coalesce(sum(${earned}), 0)`,
          unpaid: sql<string>`coalesce(sum(${earned}) filter (where ${status} = 'Unpaid'), 0)`,
        })
        .from(referral);
      return {
        total: row?.total ?? 0,
        paid: Number(row?.paid ?? 0),
        earnings: Number(row?.earnings ?? 0) / 100,
        unpaidEarnings: Number(row?.unpaid ?? 0) / 100,
      };
    },
    async mostReviewed(language: ApiLanguage): Promise<TopProduct[]> {
      const rows = await db
        .select({
          product,
          company: sql<string>`min(${r.data}->>'companyName' collate "C")`,
          reviews: count(),
          total: ratings,
        })
        .from(r)
        .groupBy(product)
        .orderBy(desc(count()), desc(sql`${ratings}::float8 / count(*)`), asc(product))
        .limit(topProductCount);
      return rankReviewed(
        rows.map((p) => ({ ...p, total: Number(p.total) })),
        language,
      );
    },
  };
}
