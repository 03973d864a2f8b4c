import { resetDb } from '@/mocks/db';
import { byNumber, byText, call, get, isSorted, money, usDate } from '@/mocks/test-client';
import { orderItems } from '@/features/ecommerce/api/order-details';
import {
  orderListSchema,
  orderStatuses,
  paymentMethods,
  type Order,
  type OrderList,
  type ProductList,
} from '@/features/ecommerce/api/types';

const url = '/api/apps/ecommerce/orders';
const all = { itemsPerPage: 100 };

beforeEach(() => resetDb());

describe('GET /api/apps/ecommerce/orders', () => {
  it('answers 10 of 100 orders in the spec shape, with every status, method and payment state', async () => {
    const first = await get<OrderList>(url);
    expect(first.status).toBe(200);
    expect(orderListSchema.parse(first.body).orders).toHaveLength(10);
    expect(first.body.total).toBe(100);
    const { body } = await get<OrderList>(url, all);
    expect(new Set(body.orders.map((o) => o.status))).toEqual(new Set(orderStatuses));
    expect(new Set(body.orders.map((o) => o.method))).toEqual(new Set(paymentMethods));
    expect(new Set(body.orders.map((o) => o.payment))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(body.orders.map((o) => o.order)).size).toBe(100);
  });

  it("spends what the order's lines cost at the catalogue's prices", async () => {
    const { body } = await get<OrderList>(url, all);
    const { body: catalogue } = await get<ProductList>('/api/apps/ecommerce/products', all);
    const price = new Map(catalogue.products.map((p) => [p.id, money(p.price)]));
    for (const o of body.orders) {
      const cents = orderItems(o.id).reduce(
        (sum, item) => sum + Math.round(price.get(item.productId)! * 100) * item.qty,
        0,
      );
      expect(Math.round(o.spent * 100)).toBe(cents);
    }
  });

  it('matches q against the customer, the e-mail or the order number', async () => {
    const { body: every } = await get<OrderList>(url, all);
    const sample = every.orders[17]!;
    const byNumberQ = await get<OrderList>(url, { q: String(sample.order), ...all });
    expect(byNumberQ.body.orders.map((o) => o.id)).toContain(sample.id);
    expect(
      byNumberQ.body.orders.every(
        (o) => String(o.order).includes(String(sample.order)) || o.email.includes(String(sample.order)),
      ),
    ).toBe(true);
    const lastName = sample.customer.split(' ').at(-1)!.toUpperCase();
    const byCustomer = await get<OrderList>(url, { q: lastName, ...all });
    expect(byCustomer.body.orders.map((o) => o.id)).toContain(sample.id);
    const byEmail = await get<OrderList>(url, { q: sample.email, ...all });
    // A customer's e-mail finds every order they placed (docs/decisions.md, "A customer's orders").
    const theirs = every.orders.filter((o) => o.email === sample.email).map((o) => o.id);
    expect(theirs).toContain(sample.id);
    expect(byEmail.body.orders.map((o) => o.id)).toEqual(theirs);
    expect(byEmail.body.total).toBe(theirs.length);
  });

  const sorts: Array<[string, (o: Order) => number | string, (a: never, b: never) => number]> = [
    ['order', (o) => o.order, byNumber as never],
    ['customers', (o) => o.customer, byText as never],
    ['date', (o) => usDate(o.date), byNumber as never],
    ['status', (o) => o.status, byText as never],
    ['spent', (o) => o.spent, byNumber as never],
  ];
  describe.each(sorts)('sortBy=%s', (sortBy, pick, compare) => {
    it.each(['asc', 'desc'] as const)('orders %s', async (orderBy) => {
      const { body } = await get<OrderList>(url, { sortBy, orderBy, ...all });
      expect(body.orders).toHaveLength(100);
      expect(isSorted(body.orders.map(pick) as never[], compare, orderBy)).toBe(true);
    });
  });

  it('sorts dates by date, not as text (10/1 after 9/30)', async () => {
    const { body } = await get<OrderList>(url, { sortBy: 'date', orderBy: 'asc', ...all });
    const times = body.orders.map((o) => usDate(o.date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.orders.map((o) => o.date)).not.toEqual(body.orders.map((o) => o.date).sort());
  });

  it('pages, and falls back to page 1 / 10 per page on non-numbers', async () => {
    const p3 = await get<OrderList>(url, { page: 3, itemsPerPage: 25 });
    expect(p3.body.orders.map((o) => o.id)).toEqual(Array.from({ length: 25 }, (_, i) => 51 + i));
    const bad = await get<OrderList>(url, { page: 'two', itemsPerPage: 'ten' });
    expect(bad.body.orders.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('DELETE /api/apps/ecommerce/orders/:id', () => {
  it('answers 204 and removes the order', async () => {
    const res = await call('DELETE', `${url}/3`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const { body } = await get<OrderList>(url, all);
    expect(body.total).toBe(99);
    expect(body.orders.some((o) => o.id === 3)).toBe(false);
  });

  it.each(['3', '4040', 'nope'])('answers 204 even when there is nothing to delete (%s)', async (id) => {
    await call('DELETE', `${url}/3`);
    expect((await call('DELETE', `${url}/${id}`)).status).toBe(204);
  });
});
