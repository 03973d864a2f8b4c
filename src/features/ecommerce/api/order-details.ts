import { parseMoney } from '@/lib/format';
import type { Order, OrderStatus, Product } from './types';

export interface OrderLine {
  product: Product;
  qty: number;
  unitPrice: number;
  total: number;
}

export interface ShippingStep {
  key: 'placed' | 'dispatched' | 'outForDelivery' | 'readyToPickup' | 'delivered';
  done: boolean;
  at?: Date;
}

const cities = ['Libreville', 'Douala', 'Brazzaville', 'Kinshasa', 'Malabo', 'Yaoundé', 'Port-Gentil', "N'Djamena"];

/**
 * The sample API stores an order's total but not its lines or address: the detail screen rebuilds them
 * from the order id, deterministically, so the same order always shows the same lines adding up to `spent`.
 */
export function orderLines(order: Order, products: readonly Product[]): OrderLine[] {
  if (products.length === 0) return [];
  const count = (order.id % 3) + 1;
  const picked = Array.from({ length: count }, (_, i) => products[(order.id * 7 + i * 11) % products.length]!);
  const unique = [...new Map(picked.map((p) => [p.id, p])).values()];
  const weights = unique.map((p) => Math.max(parseMoney(p.price), 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  let remaining = Math.round(order.spent * 100);
  return unique.map((product, i) => {
    const cents = i === unique.length - 1 ? remaining : Math.round((order.spent * 100 * weights[i]!) / sum);
    remaining -= cents;
    const qty = ((order.id + i) % 3) + 1;
    return { product, qty, unitPrice: cents / qty / 100, total: cents / 100 };
  });
}

export function orderAddress(order: Order) {
  return {
    line1: `BP ${100 + ((order.id * 37) % 900)}`,
    city: cities[order.id % cities.length]!,
  };
}

const progress: Record<OrderStatus, number> = {
  Dispatched: 1,
  'Out for Delivery': 2,
  'Ready to Pickup': 3,
  Delivered: 4,
};

/** The shipping timeline: every step up to the order's status is done, a day apart from the order date. */
export function shippingSteps(order: Order, placedAt: Date | null): ShippingStep[] {
  const keys: ShippingStep['key'][] = ['placed', 'dispatched', 'outForDelivery', 'readyToPickup', 'delivered'];
  const reached = progress[order.status];
  return keys.map((key, i) => {
    const done = i <= reached;
    const at = done && placedAt ? new Date(placedAt.getTime() + i * 86_400_000) : undefined;
    return { key, done, at };
  });
}
