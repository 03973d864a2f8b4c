import { resetDb } from '@/mocks/db';
import { byNumber, byText, call, get, isSorted, usDate } from '@/mocks/test-client';
import { reviewListSchema, reviewStatuses, type Review, type ReviewList } from '@/features/ecommerce/api/types';

const url = '/api/apps/ecommerce/reviews';
const all = { itemsPerPage: 100 };

beforeEach(() => resetDb());

describe('GET /api/apps/ecommerce/reviews', () => {
  it('answers 10 of 100 reviews, rated 1 to 5, dated m/d/yyyy', async () => {
    const { status, body } = await get<ReviewList>(url);
    expect(status).toBe(200);
    expect(reviewListSchema.parse(body).reviews).toHaveLength(10);
    expect(body.total).toBe(100);
    const { body: every } = await get<ReviewList>(url, all);
    expect(new Set(every.reviews.map((r) => r.review))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(every.reviews.map((r) => r.status))).toEqual(new Set(reviewStatuses));
  });

  it.each(reviewStatuses)('filters by status %s; All and the two statuses add up', async (status) => {
    const { body } = await get<ReviewList>(url, { status, ...all });
    expect(body.total).toBeGreaterThan(0);
    expect(body.reviews.every((r) => r.status === status)).toBe(true);
    const other = await get<ReviewList>(url, { status: status === 'Published' ? 'Pending' : 'Published', ...all });
    expect(body.total + other.body.total).toBe(100);
    expect((await get<ReviewList>(url, { status: 'All' })).body.total).toBe(100);
  });

  const fields: Array<[string, (r: Review) => string]> = [
    ['product', (r) => r.product],
    ['reviewer', (r) => r.reviewer],
    ['email', (r) => r.email],
    ['title', (r) => r.head],
    ['body', (r) => r.para],
  ];
  it.each(fields)('matches q against the %s, ignoring case', async (_name, pick) => {
    const { body: every } = await get<ReviewList>(url, all);
    const sample = every.reviews[23]!;
    const q = pick(sample).slice(0, 14).toUpperCase();
    const { body } = await get<ReviewList>(url, { q, ...all });
    expect(body.reviews.map((r) => r.id)).toContain(sample.id);
    const n = q.toLowerCase();
    expect(body.reviews.every((r) => fields.some(([, f]) => f(r).toLowerCase().includes(n)))).toBe(true);
  });

  it('combines q with a status', async () => {
    const { body } = await get<ReviewList>(url, { q: 'livraison', status: 'Pending', ...all });
    expect(body.total).toBeGreaterThan(0);
    expect(body.reviews.every((r) => r.status === 'Pending')).toBe(true);
    expect(body.total).toBe(body.reviews.length);
  });

  const sorts: Array<[string, (r: Review) => number | string, (a: never, b: never) => number]> = [
    ['product', (r) => r.product, byText as never],
    ['reviewer', (r) => r.reviewer, byText as never],
    ['date', (r) => usDate(r.date), byNumber as never],
    ['status', (r) => r.status, byText as never],
  ];
  describe.each(sorts)('sortBy=%s', (sortBy, pick, compare) => {
    it.each(['asc', 'desc'] as const)('orders %s', async (orderBy) => {
      const { body } = await get<ReviewList>(url, { sortBy, orderBy, ...all });
      expect(isSorted(body.reviews.map(pick) as never[], compare, orderBy)).toBe(true);
    });
  });
});

describe('DELETE /api/apps/ecommerce/reviews/:id', () => {
  it('answers 204 and then 404 with no body', async () => {
    expect((await call('DELETE', `${url}/12`)).status).toBe(204);
    expect((await get<ReviewList>(url)).body.total).toBe(99);
    const again = await call('DELETE', `${url}/12`);
    expect(again.status).toBe(404);
    expect(again.text).toBe('');
  });
});
