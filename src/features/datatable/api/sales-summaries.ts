import { parseSalesDate } from './sales-view';
import type { SalesDetail } from './types';

const byDateDesc = (a: SalesDetail, b: SalesDetail) =>
  parseSalesDate(b.date).getTime() - parseSalesDate(a.date).getTime();

export const latestSales = (rows: SalesDetail[], count: number) => [...rows].sort(byDateDesc).slice(0, count);

export interface PaymentGroup {
  key: string;
  status: SalesDetail['payment']['status'];
  received: SalesDetail['payment']['receivedPaymentStatus'];
  count: number;
  total: number;
  paid: number;
}

/** One line per payment pair of docs/spec.md §4 present in the rows, in the order they first appear. */
export function paymentSummary(rows: SalesDetail[]): PaymentGroup[] {
  const groups = new Map<string, PaymentGroup>();
  for (const { payment } of rows) {
    const key = `${payment.status}/${payment.receivedPaymentStatus}`;
    const g = groups.get(key) ?? {
      key,
      status: payment.status,
      received: payment.receivedPaymentStatus,
      count: 0,
      total: 0,
      paid: 0,
    };
    g.count += 1;
    g.total += payment.total;
    g.paid += payment.paidAmount;
    groups.set(key, g);
  }
  return [...groups.values()];
}

export interface CategoryGroup {
  category: string;
  sales: SalesDetail[];
  total: number;
  paid: number;
}

/** Sales per category, the largest revenue first; each category's sales newest first. */
export function salesByCategory(rows: SalesDetail[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const row of rows) {
    const g = groups.get(row.product.category) ?? { category: row.product.category, sales: [], total: 0, paid: 0 };
    g.sales.push(row);
    g.total += row.payment.total;
    g.paid += row.payment.paidAmount;
    groups.set(row.product.category, g);
  }
  return [...groups.values()].sort((a, b) => b.total - a.total).map((g) => ({ ...g, sales: g.sales.sort(byDateDesc) }));
}
