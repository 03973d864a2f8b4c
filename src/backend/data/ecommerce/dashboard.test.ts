import type { Order, Review } from '@/features/ecommerce/api/types';
import { orderSummary, rankReviewed, reviewedProducts } from './dashboard';

const order = (date: string, spent: number, status: Order['status'] = 'Delivered') =>
  ({ date, spent, status }) as Order;

describe('the e-commerce dashboard’s figures (in-memory store)', () => {
  it('sums orders and revenue per month to the cent, oldest first, and counts orders per status in their order', () => {
    const summary = orderSummary([
      order('2/3/2025', 10.1, 'Dispatched'),
      order('1/20/2025', 5),
      order('2/28/2025', 2.2),
    ]);
    expect(summary.revenue).toBe(17.3);
    expect(summary.months).toEqual([
      { month: '2025-01', orders: 1, revenue: 5 },
      { month: '2025-02', orders: 2, revenue: 12.3 },
    ]);
    expect(summary.statuses).toEqual([
      { status: 'Delivered', count: 2 },
      { status: 'Dispatched', count: 1 },
    ]);
  });

  it('keeps the last twelve months that have orders', () => {
    const orders = Array.from({ length: 14 }, (_, i) => order(`${(i % 12) + 1}/1/${2024 + Math.floor(i / 12)}`, 1));
    expect(orderSummary(orders).months.map((m) => m.month)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `2024-${String(i + 3).padStart(2, '0')}`),
      '2025-01',
      '2025-02',
    ]);
  });

  it('ranks products by number of reviews, then rating, then name, and answers their names in the reader’s language', () => {
    const r = (product: string, review: number, companyName = 'X') => ({ product, companyName, review }) as Review;
    const reviews = [r('Bose QuietComfort 45', 5, 'Bose'), r('B', 4), r('B', 2, 'A'), r('C', 5), r('D', 3)];
    const top = rankReviewed(reviewedProducts(reviews), 'en');
    expect(top.map((p) => [p.product, p.company, p.reviews, p.rating])).toEqual([
      ['B', 'A', 2, 3],
      ['Bose QuietComfort 45', 'Bose', 1, 5],
      ['C', 'X', 1, 5],
      ['D', 'X', 1, 3],
    ]);
  });
});
