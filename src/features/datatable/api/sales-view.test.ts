import { beforeAll, describe, expect, it } from 'vitest';
import { parseTableState } from '@/components/data-table/table-url-state';
import { getIn } from '@/mocks/test-client';
import { paymentSummary, salesByCategory } from './sales-summaries';
import { filterAndSortSales, pageOf, parseSalesDate, salesList } from './sales-view';
import type { SalesDetail } from './types';

let rows: SalesDetail[];
beforeAll(async () => {
  rows = (await getIn<SalesDetail[]>('en', '/api/pages/datatable')).body;
});
const view = (search: string) => filterAndSortSales(rows, parseTableState(new URLSearchParams(search), salesList));

describe('sales view (search, filters, sort in the browser)', () => {
  it('reads the API dates as UTC days', () => {
    expect(parseSalesDate('4 Mar 2025').toISOString()).toBe('2025-03-04T00:00:00.000Z');
  });

  it('searches product name, brand and buyer, case-insensitively, and combines the filters', () => {
    expect(view(`q=${rows[0]!.buyer.name.toUpperCase()}`).map((r) => r.id)).toContain(rows[0]!.id);
    expect(view(`q=${rows[0]!.product.brand.toLowerCase()}`).map((r) => r.id)).toContain(rows[0]!.id);
    const result = view('q=apple&status=Confirmed&received=Unpaid');
    for (const r of result) {
      expect(`${r.product.name} ${r.product.brand} ${r.buyer.name}`.toLowerCase()).toContain('apple');
      expect(r.payment).toMatchObject({ status: 'Confirmed', receivedPaymentStatus: 'Unpaid' });
    }
  });

  it('sorts by date and total both ways; an unknown sortBy keeps the API order', () => {
    const dates = view('sortBy=date&orderBy=desc').map((r) => parseSalesDate(r.date).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const totals = view('sortBy=total').map((r) => r.payment.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(view('sortBy=rating').map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('cuts a page; a page past the end is empty', () => {
    expect(pageOf(rows, { page: 2, itemsPerPage: 25 }).map((r) => r.id)).toEqual(rows.slice(25, 50).map((r) => r.id));
    expect(pageOf(rows, { page: 9, itemsPerPage: 10 })).toEqual([]);
  });

  it('sums payments by pair and sales by category without losing a sale', () => {
    expect(paymentSummary(rows).reduce((n, g) => n + g.count, 0)).toBe(rows.length);
    const categories = salesByCategory(rows);
    expect(categories.reduce((n, g) => n + g.sales.length, 0)).toBe(rows.length);
    expect(categories.map((g) => g.total)).toEqual(categories.map((g) => g.total).sort((a, b) => b - a));
  });
});
