import { describe, expect, it } from 'vitest';
import { monthlySales, ordersByStatus, topProducts } from './dashboard-data';
import type { Order, Review } from './types';

const order = (date: string, spent: number, status: Order['status'] = 'Delivered') =>
  ({ date, spent, status }) as Order;

describe('dashboard figures', () => {
  it('sums orders and revenue per month, oldest first', () => {
    const points = monthlySales([order('2/3/2025', 10.1), order('1/20/2025', 5), order('2/28/2025', 2.2)]);
    expect(points.map((p) => [p.month.getMonth(), p.orders, p.revenue])).toEqual([
      [0, 1, 5],
      [1, 2, 12.3],
    ]);
  });

  it('counts orders per status', () => {
    expect(ordersByStatus([order('1/1/2025', 1), order('1/1/2025', 1, 'Dispatched'), order('1/1/2025', 1)])).toEqual([
      { status: 'Delivered', count: 2 },
      { status: 'Dispatched', count: 1 },
    ]);
  });

  it('ranks products by number of reviews', () => {
    const r = (product: string, review: number) => ({ product, companyName: 'X', review }) as Review;
    const top = topProducts([r('A', 5), r('B', 4), r('B', 2), r('C', 5)], 2);
    expect(top.map((p) => [p.product, p.reviews, p.rating])).toEqual([
      ['B', 2, 3],
      ['A', 1, 5],
    ]);
  });
});
