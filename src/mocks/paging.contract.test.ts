import { get } from './test-client';

/** Every paged endpoint of SPEC §7, how to read its page of items, and its seeded size. */
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

describe.each(endpoints)('%s paging (SPEC §5)', (path, items, size) => {
  it('falls back to page 1 and 10 per page when the values are not numbers', async () => {
    const plain = await get(path);
    const odd = await get(path, { page: 'two', itemsPerPage: 'ten' });
    expect(odd.status).toBe(200);
    expect(odd.body).toEqual(plain.body);
    expect(items(plain.body as never)).toHaveLength(Math.min(10, size));
  });

  it('honours a page size bigger than the list: one page holds everything', async () => {
    const { status, body } = await get(path, { itemsPerPage: 5000 });
    expect(status).toBe(200);
    expect(items(body as never)).toHaveLength(size);
  });

  it('uses the page size asked for', async () => {
    const { body } = await get(path, { itemsPerPage: 5, page: 2 });
    expect(items(body as never)).toHaveLength(Math.min(5, Math.max(size - 5, 0)));
  });
});
