import { describe, expect, it } from 'vitest';
import { orderItems, orderLines, shippingSteps } from './order-details';
import type { Order, Product } from './types';

const product = (id: number, price: string): Product => ({
  id,
  productName: `P${id}`,
  category: 'Games',
  stock: true,
  sku: 10000 + id,
  price,
  qty: 3,
  status: 'Published',
  image: null,
  productBrand: 'Brand',
});
const products = Array.from({ length: 50 }, (_, i) => product(i + 1, `$${(i + 1) * 10}.00`));
const order = (id: number, spent: number, status: Order['status'] = 'Dispatched'): Order => ({
  id,
  order: 5400 + id,
  customer: 'Ada',
  email: 'ada@example.com',
  avatar: null,
  payment: 1,
  status,
  spent,
  method: 'paypal',
  date: '3/9/2025',
  time: '2:08 PM',
  methodNumber: 1234,
});

describe('order details rebuilt from an order', () => {
  it.each([1, 2, 3, 17, 58])('lines of order %i are catalogue products at catalogue prices', (id) => {
    const lines = orderLines(order(id, 0), products);
    expect(lines.length).toBe(orderItems(id).length);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect(l.unitPrice).toBe(l.product.id * 10);
      expect(l.total).toBe(l.unitPrice * l.qty);
    }
    expect(orderLines(order(id, 0), products)).toEqual(lines);
  });

  it('leaves out a product deleted from the catalogue, whose price is no longer known', () => {
    const [first] = orderItems(3);
    const lines = orderLines(
      order(3, 0),
      products.filter((p) => p.id !== first!.productId),
    );
    expect(lines.map((l) => l.product.id)).not.toContain(first!.productId);
  });

  it('marks shipping steps done up to the order status', () => {
    const steps = shippingSteps(order(1, 10, 'Out for Delivery'), new Date(2025, 2, 9));
    expect(steps.map((s) => s.done)).toEqual([true, true, true, false, false]);
    expect(shippingSteps(order(1, 10, 'Delivered'), null).every((s) => s.done)).toBe(true);
  });
});
