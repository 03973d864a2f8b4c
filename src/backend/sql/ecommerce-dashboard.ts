import { asc, count, desc, sql } from 'drizzle-orm';
import { dashboardMonths, inStatusOrder, rankReviewed, topProductCount } from '@/backend/data/ecommerce/dashboard';
import type { OrderSummary, ProductSummary, TopProduct } from '@/features/ecommerce/api/dashboard-types';
import type { ApiLanguage } from '@/mocks/utils';
import type { Database } from './sql-store';
import * as t from './schema';

const o = t.orders;
const p = t.products;
const r = t.reviews;
/** Whole cents, summed exactly (`numeric`), as the in-memory store sums them (`cents`). */
const centsOf = sql<string>`coalesce(sum(round(${o.spent}::numeric * 100)), 0)`;
const month = sql<string>`to_char(to_timestamp(${o.date} / 1000) at time zone 'UTC', 'YYYY-MM')`;
const status = sql<string>`${o.data}->>'status'`;
/** Ordered by code points, as the in-memory store compares names (`rankReviewed`). */
const product = sql<string>`(${r.data}->>'product') collate "C"`;
const ratings = sql<string>`sum((${r.data}->>'review')::int)`;

/** The e-commerce dashboard's figures, computed in the database (docs/api.md, "E-commerce"). */
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
          inStock: sql<string>`count(*) filter (where ${p.stock})`,
          published: sql<string>`count(*) filter (where ${p.status} = 'Published')`,
          cents: sql<string>`coalesce(sum(round(${p.price}::numeric * 100) * ${p.qty}), 0)`,
        })
        .from(p);
      return {
        total: row?.total ?? 0,
        inStock: Number(row?.inStock ?? 0),
        published: Number(row?.published ?? 0),
        stockValue: Number(row?.cents ?? 0) / 100,
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
