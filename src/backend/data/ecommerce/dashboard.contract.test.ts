import { resetDb } from '@/mocks/db';
import { call, get, getIn, money, usDate } from '@/mocks/test-client';
import type {
  CategoryList,
  EcommerceDashboard,
  OrderPayments,
  ProductSummary,
  ReferralsSummary,
  ReviewsSummary,
} from '@/features/ecommerce/api/dashboard-types';
import type { CustomerList, OrderList, ProductList, ReferralList, ReviewList } from '@/features/ecommerce/api/types';

const url = '/api/apps/ecommerce/dashboard';
const all = { itemsPerPage: 100 };

beforeEach(() => resetDb());

/** The figures a reader can check against the lists: every order, review, customer and product counts. */
async function fromLists(language = 'fr') {
  const orders = (await get<OrderList>('/api/apps/ecommerce/orders', all)).body.orders;
  const reviews = (await getIn<ReviewList>(language, '/api/apps/ecommerce/reviews', all)).body.reviews;
  return { orders, reviews };
}

describe('GET /api/apps/ecommerce/dashboard', () => {
  it('adds up every order: revenue to the cent, orders by month and by status, the totals of the lists', async () => {
    const { status, body } = await get<EcommerceDashboard>(url);
    expect(status).toBe(200);
    const { orders } = await fromLists();
    expect(Math.round(body.revenue * 100)).toBe(orders.reduce((sum, o) => sum + Math.round(o.spent * 100), 0));
    const customers = (await get<CustomerList>('/api/apps/ecommerce/customers')).body.total;
    const products = (await get<ProductList>('/api/apps/ecommerce/products')).body.total;
    expect(body.totals).toEqual({ orders: orders.length, customers, products });

    const monthOf = (date: string) => new Date(usDate(date)).toISOString().slice(0, 7);
    const months = [...new Set(orders.map((o) => monthOf(o.date)))].sort().slice(-12);
    expect(body.months.map((m) => m.month)).toEqual(months);
    for (const m of body.months) {
      const inMonth = orders.filter((o) => monthOf(o.date) === m.month);
      expect(m.orders).toBe(inMonth.length);
      expect(Math.round(m.revenue * 100)).toBe(inMonth.reduce((sum, o) => sum + Math.round(o.spent * 100), 0));
    }
    expect(body.statuses.reduce((sum, s) => sum + s.count, 0)).toBe(orders.length);
    for (const s of body.statuses) expect(s.count).toBe(orders.filter((o) => o.status === s.status).length);
  });

  it('ranks the most reviewed products, their names in the reader’s language, and lists the newest orders', async () => {
    const { body } = await getIn<EcommerceDashboard>('en', url);
    const { reviews } = await fromLists('en');
    const counts = reviews.reduce((m, r) => m.set(r.product, (m.get(r.product) ?? 0) + 1), new Map<string, number>());
    const most = Math.max(...counts.values());
    expect(body.topProducts).toHaveLength(5);
    expect(body.topProducts[0]!.reviews).toBe(most);
    for (const p of body.topProducts) {
      const mine = reviews.filter((r) => r.product === p.product);
      expect(p.reviews).toBe(mine.length);
      expect(p.rating).toBeCloseTo(mine.reduce((s, r) => s + r.review, 0) / mine.length, 2);
    }
    const reviewCounts = body.topProducts.map((p) => p.reviews);
    expect(reviewCounts).toEqual([...reviewCounts].sort((a, b) => b - a));
    const { body: fr } = await getIn<EcommerceDashboard>('fr', url);
    expect(fr.topProducts.map((p) => p.reviews)).toEqual(reviewCounts);

    const newest = (await get<OrderList>('/api/apps/ecommerce/orders', { sortBy: 'date', orderBy: 'desc' })).body;
    expect(body.recentOrders).toEqual(newest.orders.slice(0, 5));
  });

  it('follows the writes: a deleted order leaves the figures', async () => {
    const before = (await get<EcommerceDashboard>(url)).body;
    const { orders } = await fromLists();
    const gone = orders[4]!;
    expect((await call('DELETE', `/api/apps/ecommerce/orders/${gone.id}`)).status).toBe(204);
    const after = (await get<EcommerceDashboard>(url)).body;
    expect(after.totals.orders).toBe(before.totals.orders - 1);
    expect(Math.round(after.revenue * 100)).toBe(Math.round(before.revenue * 100) - Math.round(gone.spent * 100));
  });

  it('is the e-commerce readers’: a visitor is asked to sign in, the client account is refused', async () => {
    expect((await call('GET', url, {}, undefined, 'fr', 'visitor')).status).toBe(401);
    expect((await call('GET', url, {}, undefined, 'fr', 'client')).status).toBe(403);
  });
});

describe('GET /api/apps/ecommerce/products/summary', () => {
  it('counts every product, those in stock and published, and what the stock is worth to the cent', async () => {
    const { status, body } = await get<ProductSummary>('/api/apps/ecommerce/products/summary');
    expect(status).toBe(200);
    const { products, total } = (await get<ProductList>('/api/apps/ecommerce/products', all)).body;
    expect(body).toEqual({
      total,
      inStock: products.filter((p) => p.stock).length,
      published: products.filter((p) => p.status === 'Published').length,
      stockValue: products.reduce((sum, p) => sum + Math.round(money(p.price) * 100) * p.qty, 0) / 100,
    });
    expect((await call('DELETE', `/api/apps/ecommerce/products/${products[0]!.id}`)).status).toBe(204);
    expect((await get<ProductSummary>('/api/apps/ecommerce/products/summary')).body.total).toBe(total - 1);
    expect((await call('GET', '/api/apps/ecommerce/products/summary', {}, undefined, 'fr', 'client')).status).toBe(403);
  });
});

describe('the other lists’ summaries, over every record', () => {
  it('counts the orders per payment state', async () => {
    const { orders, total } = (await get<OrderList>('/api/apps/ecommerce/orders', all)).body;
    const { body } = await get<OrderPayments>('/api/apps/ecommerce/orders/summary');
    expect(body).toEqual({
      total,
      payments: [1, 2, 3, 4].map((payment) => ({ payment, count: orders.filter((o) => o.payment === payment).length })),
    });
  });

  it('counts the reviews per rating, from five stars down, and the published ones', async () => {
    const { reviews, total } = (await get<ReviewList>('/api/apps/ecommerce/reviews', all)).body;
    const { body } = await get<ReviewsSummary>('/api/apps/ecommerce/reviews/summary');
    expect(body).toEqual({
      total,
      published: reviews.filter((r) => r.status === 'Published').length,
      stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: reviews.filter((r) => r.review === star).length })),
    });
  });

  it('adds up the referrals’ earnings to the cent, the unpaid ones apart, and counts the paid ones', async () => {
    const { referrals, total } = (await get<ReferralList>('/api/apps/ecommerce/referrals', all)).body;
    const { body } = await get<ReferralsSummary>('/api/apps/ecommerce/referrals/summary');
    const earned = (list: typeof referrals) =>
      list.reduce((sum, r) => sum + Math.round(money(r.earning) * 100), 0) / 100;
    expect(body).toEqual({
      total,
      paid: referrals.filter((r) => r.status === 'Paid').length,
      earnings: earned(referrals),
      unpaidEarnings: earned(referrals.filter((r) => r.status === 'Unpaid')),
    });
    expect(body.unpaidEarnings).toBeGreaterThan(0);
  });
});

describe('GET /api/apps/ecommerce/products/categories', () => {
  it('adds up each category’s products, every category that has any, in the catalogue’s order', async () => {
    const { products } = (await get<ProductList>('/api/apps/ecommerce/products', all)).body;
    const { status, body } = await get<CategoryList>('/api/apps/ecommerce/products/categories');
    expect(status).toBe(200);
    const order = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'];
    const expected = order.flatMap((category) => {
      const items = products.filter((p) => p.category === category);
      if (items.length === 0) return [];
      return [
        {
          category,
          count: items.length,
          inStock: items.filter((p) => p.stock).length,
          qty: items.reduce((sum, p) => sum + p.qty, 0),
          stockValue: items.reduce((sum, p) => sum + Math.round(money(p.price) * 100) * p.qty, 0) / 100,
        },
      ];
    });
    expect(body.categories).toEqual(expected);
    expect(body.categories.reduce((sum, c) => sum + c.count, 0)).toBe(products.length);
  });
});
