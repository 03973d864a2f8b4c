import { defineList, type ListQuery, type QueryOf, type SortKeyOf } from '@/lib/list-query';
import type { SalesDetail } from './types';

/** `status`: the payment status; `received`: the received-payment status. */
export const salesList = defineList({
  filters: ['status', 'received'],
  sortKeys: ['product', 'date', 'buyer', 'total'],
});

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14 Apr 2025" (the API's day, short month, year) as a UTC date. */
export function parseSalesDate(value: string): Date {
  const [day, month, year] = value.split(' ');
  return new Date(Date.UTC(Number(year), shortMonths.indexOf(month ?? ''), Number(day)));
}

const sortValue: Record<SortKeyOf<typeof salesList>, (r: SalesDetail) => string | number> = {
  product: (r) => r.product.name.toLowerCase(),
  date: (r) => parseSalesDate(r.date).getTime(),
  buyer: (r) => r.buyer.name.toLowerCase(),
  total: (r) => r.payment.total,
};

/**
 * The browser does what a list endpoint would: search (product name, brand, buyer), filters and sort,
 * in that order. Returns every matching row; the page is cut by `pageOf`.
 */
export function filterAndSortSales(rows: SalesDetail[], state: QueryOf<typeof salesList>): SalesDetail[] {
  const q = state.q.trim().toLowerCase();
  const { status, received } = state.filters;
  const matching = rows.filter(
    (r) =>
      (!q || [r.product.name, r.product.brand, r.buyer.name].some((v) => v.toLowerCase().includes(q))) &&
      (!status || r.payment.status === status) &&
      (!received || r.payment.receivedPaymentStatus === received),
  );
  const { sortBy } = state;
  if (!sortBy) return matching;
  const value = sortValue[sortBy];
  const dir = state.orderBy === 'desc' ? -1 : 1;
  // Ties keep the API's order, so a sorted view is stable across reloads.
  return matching
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((a, b) => (a.v < b.v ? -dir : a.v > b.v ? dir : a.i - b.i))
    .map((x) => x.row);
}

export const pageOf = <T>(rows: T[], { page, itemsPerPage }: Pick<ListQuery, 'page' | 'itemsPerPage'>): T[] =>
  rows.slice((page - 1) * itemsPerPage, page * itemsPerPage);
