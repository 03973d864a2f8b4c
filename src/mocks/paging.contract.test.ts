import { resetDb } from './db';
import { call, get } from './test-client';

/** Every paged endpoint of docs/spec.md §7, how to read its page of items, and its seeded size. */
const endpoints: Array<[string, (body: never) => unknown[], number]> = [
  ['/api/apps/ecommerce/products', (b: { products: [] }) => b.products, 50],
  ['/api/apps/ecommerce/orders', (b: { orders: [] }) => b.orders, 100],
  ['/api/apps/ecommerce/customers', (b: { customers: [] }) => b.customers, 100],
  ['/api/apps/ecommerce/reviews', (b: { reviews: [] }) => b.reviews, 100],
  ['/api/apps/ecommerce/referrals', (b: { referrals: [] }) => b.referrals, 45],
  ['/api/apps/permissions', (b: { permissions: [] }) => b.permissions, 9],
  ['/api/apps/users', (b: { users: [] }) => b.users, 50],
  ['/api/apps/academy/courses', (b: { courses: [] }) => b.courses, 25],
  ['/api/dashboard/analytics/projects', (b: { projects: [] }) => b.projects, 20],
];

describe.each(endpoints)('%s paging (docs/spec.md §5)', (path, items, size) => {
  it('falls back to page 1 and 10 per page when the values are not numbers', async () => {
    const plain = await get(path);
    const odd = await get(path, { page: 'two', itemsPerPage: 'ten' });
    expect(odd.status).toBe(200);
    expect(odd.body).toEqual(plain.body);
    expect(items(plain.body as never)).toHaveLength(Math.min(10, size));
  });

  it('caps the page size at 100: a bigger one is a number, so no fallback to 10', async () => {
    const { status, body } = await get(path, { itemsPerPage: 5000 });
    expect(status).toBe(200);
    expect(items(body as never)).toHaveLength(Math.min(size, 100));
  });

  it('uses the page size asked for', async () => {
    const { body } = await get(path, { itemsPerPage: 5, page: 2 });
    expect(items(body as never)).toHaveLength(Math.min(5, Math.max(size - 5, 0)));
  });
});

describe('a list longer than 100', () => {
  beforeEach(() => resetDb());

  it('answers at most 100 rows per page, and the rest on the next page', async () => {
    for (let i = 0; i < 60; i += 1)
      await call('POST', '/api/apps/users', {}, { fullName: `Extra ${i}`, email: `extra${i}@okoume.demo` });
    const first = await get<{ users: unknown[]; totalPages: number; totalUsers: number }>('/api/apps/users', {
      itemsPerPage: 5000,
    });
    expect(first.body.users).toHaveLength(100);
    expect(first.body).toMatchObject({ totalUsers: 110, totalPages: 2 });
    const second = await get<{ users: unknown[] }>('/api/apps/users', { itemsPerPage: 5000, page: 2 });
    expect(second.body.users).toHaveLength(10);
  });
});
