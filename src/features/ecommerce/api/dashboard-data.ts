import { toDate } from '@/lib/format';
import type { Order, OrderStatus, Review } from './types';

export interface MonthPoint {
  month: Date;
  orders: number;
  revenue: number;
}

/** Orders and revenue per calendar month, oldest first, over the last `months` months that have data. */
export function monthlySales(orders: readonly Order[], months = 12): MonthPoint[] {
  const byMonth = new Map<string, MonthPoint>();
  for (const o of orders) {
    const d = toDate(o.date);
    if (!d) continue;
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    const point = byMonth.get(key) ?? { month: new Date(d.getFullYear(), d.getMonth(), 1), orders: 0, revenue: 0 };
    point.orders += 1;
    point.revenue += o.spent;
    byMonth.set(key, point);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-months)
    .map(([, p]) => ({ ...p, revenue: Math.round(p.revenue * 100) / 100 }));
}

export function ordersByStatus(orders: readonly Order[]): Array<{ status: OrderStatus; count: number }> {
  const counts = new Map<OrderStatus, number>();
  for (const o of orders) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
  return [...counts.entries()].map(([status, count]) => ({ status, count }));
}

/** The most reviewed products stand in for best sellers: the sample orders carry no product lines. */
export function topProducts(reviews: readonly Review[], limit = 5) {
  const map = new Map<string, { product: string; company: string; reviews: number; total: number }>();
  for (const r of reviews) {
    const p = map.get(r.product) ?? { product: r.product, company: r.companyName, reviews: 0, total: 0 };
    p.reviews += 1;
    p.total += r.review;
    map.set(r.product, p);
  }
  return [...map.values()]
    .map((p) => ({ ...p, rating: p.total / p.reviews }))
    .sort((a, b) => b.reviews - a.reviews || b.rating - a.rating || a.product.localeCompare(b.product))
    .slice(0, limit);
}
