import { call, get } from '@/mocks/test-client';
import type { CustomerOrders } from '@/features/ecommerce/api/customer-orders';
import type { Customer } from '@/features/ecommerce/api/types';
import { parseUsDate } from '@/mocks/query';

const customers = async () =>
  (await get<{ customers: Customer[] }>('/api/apps/ecommerce/customers', { itemsPerPage: 100 })).body.customers;
const ordersOf = (customerId: number, query: Record<string, string | number> = {}) =>
  get<CustomerOrders>(`/api/apps/ecommerce/customers/${customerId}/orders`, query);

describe('GET /api/apps/ecommerce/customers/:customerId/orders (docs/api.md, "E-commerce")', () => {
  it('pages the orders placed with the customer’s e-mail, newest first, with their months', async () => {
    const [first] = await customers();
    const all = await ordersOf(first!.customerId, { itemsPerPage: 100 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(9);
    expect(all.body.orders.every((o) => o.email === first!.email)).toBe(true);
    const times = all.body.orders.map((o) => parseUsDate(o.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page2 = await ordersOf(first!.customerId, { itemsPerPage: 2, page: 2 });
    expect(page2.body.orders).toEqual(all.body.orders.slice(2, 4));
    expect(all.body.spending).toHaveLength(12);
    const spent = all.body.spending.reduce((sum, m) => sum + m.spent, 0);
    const inWindow = all.body.orders.filter(
      (o) => parseUsDate(o.date) >= Date.parse(`${all.body.spending[0]!.month}-01`),
    );
    expect(spent).toBeCloseTo(
      inWindow.reduce((sum, o) => sum + o.spent, 0),
      2,
    );
  });

  it('answers no orders and no months for a customer who never ordered, 404 for an unknown one', async () => {
    const quiet = (await customers())[60]!;
    expect((await ordersOf(quiet.customerId)).body).toEqual({ orders: [], total: 0, spending: [] });
    expect((await ordersOf(999999)).status).toBe(404);
  });

  it('keeps a customer’s orders with them when their e-mail changes', async () => {
    const [first] = await customers();
    const edit = { customer: 'Awa Mba', email: 'awa@okoume.ga' };
    expect((await call('PATCH', `/api/apps/ecommerce/customers/${first!.customerId}`, {}, edit)).status).toBe(200);
    const after = await ordersOf(first!.customerId);
    expect(after.body.total).toBe(9);
    expect(after.body.orders[0]).toMatchObject(edit);
  });
});
