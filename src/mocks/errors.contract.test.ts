import { db, resetDb, type Db } from './db';
import { call, get } from './test-client';

afterEach(() => resetDb());

/** Each endpoint and the collection it reads: breaking the collection makes the real handler throw. */
const cases: Array<[string, string, keyof Db]> = [
  ['GET', '/api/apps/ecommerce/products', 'products'],
  ['DELETE', '/api/apps/ecommerce/products/1', 'products'],
  ['GET', '/api/apps/ecommerce/orders', 'orders'],
  ['DELETE', '/api/apps/ecommerce/orders/1', 'orders'],
  ['GET', '/api/apps/ecommerce/customers', 'customers'],
  ['GET', '/api/apps/ecommerce/customers/1', 'customers'],
  ['GET', '/api/apps/ecommerce/reviews', 'reviews'],
  ['DELETE', '/api/apps/ecommerce/reviews/1', 'reviews'],
  ['GET', '/api/apps/ecommerce/referrals', 'referrals'],
  ['GET', '/api/apps/permissions', 'permissions'],
  ['GET', '/api/apps/users', 'users'],
  ['GET', '/api/apps/users/1', 'users'],
  ['DELETE', '/api/apps/users/1', 'users'],
  ['GET', '/api/apps/academy/courses', 'courses'],
  ['GET', '/api/dashboard/analytics/projects', 'analyticsProjects'],
  ['GET', '/api/dashboard/logistics/vehicles', 'vehicles'],
];

describe('a handler that throws answers 500', () => {
  it.each(cases)('%s %s', async (method, path, collection) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    (db as Record<keyof Db, unknown>)[collection] = null;
    const res = await call<{ message: string }>(method, path);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal Server Error' });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('POST /api/apps/users', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    db.users = null as never;
    const res = await call('POST', '/api/apps/users', {}, { fullName: 'A B', email: 'a@b.co' });
    expect(res.status).toBe(500);
  });
});

describe('resetDb', () => {
  it('brings back deleted records, identical to the seed', async () => {
    const before = await get('/api/apps/ecommerce/products', { itemsPerPage: 100 });
    await call('DELETE', '/api/apps/ecommerce/products/3');
    resetDb();
    const after = await get('/api/apps/ecommerce/products', { itemsPerPage: 100 });
    expect(after.body).toEqual(before.body);
  });
});
