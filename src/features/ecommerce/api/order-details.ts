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

/** Orders draw from the first 50 products of the catalogue (ids 1 to 50, the seed's products). */
export const orderedProductCount = 50;

export interface OrderItem {
  productId: number;
  qty: number;
}

/**
 * What an order holds: one to three catalogue products (by id) and their quantities, picked from the order id.
 * The API stores an order's total (`spent`) but not its lines, so the mock seed prices these items at the
 * catalogue's prices to make `spent`, and the detail screen shows the same items at the same prices.
 */
export function orderItems(orderId: number): OrderItem[] {
  const productCount = orderedProductCount;
  const count = (orderId % 3) + 1;
  const ids = Array.from({ length: count }, (_, i) => ((orderId * 7 + i * 11) % productCount) + 1);
  return [...new Set(ids)].map((productId, i) => ({ productId, qty: ((orderId + i) % 3) + 1 }));
}

/** Sum of the items at these unit prices, in cents, so totals add up exactly. */
export function itemsTotal(items: readonly OrderItem[], priceOf: (productId: number) => number): number {
  return items.reduce((cents, item) => cents + Math.round(priceOf(item.productId) * 100) * item.qty, 0) / 100;
}

/**
 * The order's lines at the catalogue's prices. A product deleted from the catalogue since has no line:
 * its price is no longer known.
 */
export function orderLines(order: Order, products: readonly Product[]): OrderLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return orderItems(order.id).flatMap(({ productId, qty }) => {
    const product = byId.get(productId);
    if (!product) return [];
    const unitPrice = parseMoney(product.price);
    return [{ product, qty, unitPrice, total: Math.round(unitPrice * 100 * qty) / 100 }];
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
