import { parseUsDate } from '@/mocks/query';
import type { MonthSpend } from '@/features/ecommerce/api/customer-orders';
import type { CustomerDetail, Order } from '@/features/ecommerce/api/types';

/** How many months the spending chart covers, ending with the month of the customer's latest order. */
export const spendingMonths = 12;

const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);

/**
 * The twelve months up to the customer's latest order, each with what they spent (zero when they ordered
 * nothing), oldest first; no months for a customer without orders. Both stores answer with it.
 */
export function spendingByMonth(orders: ReadonlyArray<Pick<Order, 'date' | 'spent'>>): MonthSpend[] {
  if (orders.length === 0) return [];
  const times = orders.map((o) => parseUsDate(o.date));
  const last = new Date(Math.max(...times));
  const months = Array.from({ length: spendingMonths }, (_, i) =>
    monthOf(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - (spendingMonths - 1 - i), 1)),
  );
  const byMonth = new Map(months.map((m) => [m, { month: m, spent: 0, orders: 0 }]));
  orders.forEach((o, i) => {
    const entry = byMonth.get(monthOf(times[i]!));
    if (!entry) return;
    entry.spent = Math.round((entry.spent + o.spent) * 100) / 100;
    entry.orders += 1;
  });
  return [...byMonth.values()];
}

/** Newest first, then by id: the order both stores page the customer's orders in. */
export function byNewest(a: Order, b: Order) {
  return parseUsDate(b.date) - parseUsDate(a.date) || a.id - b.id;
}

/** An order once its customer has changed their name or e-mail: it follows them (both stores). */
export const ownedBy = (order: Order, customer: Pick<CustomerDetail, 'customer' | 'email'>): Order => ({
  ...order,
  customer: customer.customer,
  email: customer.email,
});
