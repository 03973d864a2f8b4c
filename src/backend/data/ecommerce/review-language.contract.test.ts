import { resetDb } from '@/mocks/db';
import { byText, call, getIn, isSorted } from '@/mocks/test-client';
import type { Review, ReviewList } from '@/features/ecommerce/api/types';

const url = '/api/apps/ecommerce/reviews';
const all = { itemsPerPage: 100 };
const texts = (r: Review) => [r.product, r.reviewer, r.email, r.head, r.para].join(' ').toLowerCase();

beforeEach(() => resetDb());

describe('reviews in the reader’s language (docs/decisions.md, "Product texts")', () => {
  it.each([
    ['fr', 'Destructeur de documents 12 feuilles', 'Je recommande', 'Bon produit, bien emballé'],
    ['en', 'Paper Shredder 12-sheet', 'Recommended', 'Good product, well packed'],
    ['ar', 'آلة تمزيق الورق 12 ورقة', 'أنصح به', 'منتج جيد ومغلف بعناية'],
  ])('answers the product, title and body in %s; brand and reviewer as they are', async (language, ...expected) => {
    const [product, head, para] = expected as [string, string, string];
    const { body } = await getIn<ReviewList>(language, url, all);
    const first = body.reviews.find((r) => r.id === 1)!;
    expect(first).toMatchObject({ product, head, companyName: 'Fellowes', reviewer: 'Chloé Kouassi' });
    expect(first.para.startsWith(para)).toBe(true);
  });

  it.each([
    ['fr', 'livraison'],
    ['en', 'delivery'],
    ['ar', 'التوصيل'],
    ['fr', 'destructeur'],
    ['ar', 'كرسي مكتب'],
  ])('finds reviews by their text in %s (q=%s)', async (language, q) => {
    const { body } = await getIn<ReviewList>(language, url, { q, ...all });
    expect(body.total).toBeGreaterThan(0);
    expect(body.reviews.every((r) => texts(r).includes(q))).toBe(true);
  });

  it('does not find a review by a text of another language', async () => {
    expect((await getIn<ReviewList>('fr', url, { q: 'delivery', ...all })).body.total).toBe(0);
    expect((await getIn<ReviewList>('en', url, { q: 'livraison', ...all })).body.total).toBe(0);
  });

  it.each(['fr', 'en', 'ar'])('sorts by the product name the reader sees in %s', async (language) => {
    for (const orderBy of ['asc', 'desc'] as const) {
      const { body } = await getIn<ReviewList>(language, url, { sortBy: 'product', orderBy, ...all });
      expect(isSorted(body.reviews.map((r) => r.product) as never[], byText as never, orderBy)).toBe(true);
    }
  });

  it('answers a publication change in the reader’s language', async () => {
    const { status, body } = await call<Review>('PATCH', `${url}/1`, {}, { status: 'Pending' }, 'ar');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'Pending', head: 'أنصح به', product: 'آلة تمزيق الورق 12 ورقة' });
  });
});
