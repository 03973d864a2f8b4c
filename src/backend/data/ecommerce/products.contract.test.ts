import { resetDb } from '@/mocks/db';
import { byNumber, byText, call, get, isSorted, money } from '@/mocks/test-client';
import {
  productCategories,
  productListSchema,
  productStatuses,
  type Product,
  type ProductList,
} from '@/features/ecommerce/api/types';

const url = '/api/apps/ecommerce/products';
const all = { itemsPerPage: 100 };

beforeEach(() => resetDb());

describe('GET /api/apps/ecommerce/products', () => {
  it('answers the first 10 of 50 products, newest first, in the spec shape', async () => {
    const { status, body } = await get<ProductList>(url);
    expect(status).toBe(200);
    const parsed = productListSchema.parse(body);
    expect(parsed.total).toBe(50);
    expect(parsed.products.map((p) => p.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
  });

  it('draws every category and status from the spec sets and uses all of them', async () => {
    const { body } = await get<ProductList>(url, all);
    expect(new Set(body.products.map((p) => p.category))).toEqual(new Set(productCategories));
    expect(new Set(body.products.map((p) => p.status))).toEqual(new Set(productStatuses));
    expect(body.products.every((p) => p.image === null)).toBe(true);
  });

  it('matches q against the name or the brand, ignoring case', async () => {
    const byName = await get<ProductList>(url, { q: 'iphone', ...all });
    expect(byName.body.products.map((p) => p.productName)).toEqual(['iPhone 15 Pro']);
    const byBrand = await get<ProductList>(url, { q: 'SAMSUNG', ...all });
    expect(byBrand.body.total).toBe(byBrand.body.products.length);
    expect(byBrand.body.products.map((p) => p.productName).sort()).toEqual(['Galaxy Buds FE', 'Galaxy S24 Ultra']);
  });

  it.each(productCategories)('filters by category %s', async (category) => {
    const { body } = await get<ProductList>(url, { category, ...all });
    expect(body.total).toBeGreaterThan(0);
    expect(body.products.every((p) => p.category === category)).toBe(true);
  });

  it.each(productStatuses)('filters by status %s', async (status) => {
    const { body } = await get<ProductList>(url, { status, ...all });
    expect(body.total).toBeGreaterThan(0);
    expect(body.products.every((p) => p.status === status)).toBe(true);
  });

  it('filters by stock, and the two stock answers add up to all products', async () => {
    const inStock = await get<ProductList>(url, { stock: 'true', ...all });
    const out = await get<ProductList>(url, { stock: 'false', ...all });
    expect(inStock.body.products.every((p) => p.stock)).toBe(true);
    expect(out.body.products.every((p) => !p.stock && p.qty === 0)).toBe(true);
    expect(inStock.body.total + out.body.total).toBe(50);
    expect(out.body.total).toBeGreaterThan(0);
  });

  it('combines filters: an unknown category matches nothing', async () => {
    const { status, body } = await get<ProductList>(url, { category: 'Spaceships' });
    expect(status).toBe(200);
    expect(body).toEqual({ products: [], total: 0 });
  });

  const sorts: Array<[string, (p: Product) => number | string, (a: never, b: never) => number]> = [
    ['product', (p) => p.productName, byText as never],
    ['category', (p) => p.category, byText as never],
    ['status', (p) => p.status, byText as never],
    ['price', (p) => money(p.price), byNumber as never],
    ['qty', (p) => p.qty, byNumber as never],
    ['sku', (p) => p.sku, byNumber as never],
  ];
  describe.each(sorts)('sortBy=%s', (sortBy, pick, compare) => {
    it.each(['asc', 'desc'] as const)('orders %s', async (orderBy) => {
      const { body } = await get<ProductList>(url, { sortBy, orderBy, ...all });
      expect(body.products).toHaveLength(50);
      expect(isSorted(body.products.map(pick) as never[], compare, orderBy)).toBe(true);
    });
  });

  it('sorts prices as amounts, not as text ($1,649 above $999)', async () => {
    const { body } = await get<ProductList>(url, { sortBy: 'price', orderBy: 'desc', itemsPerPage: 3 });
    expect(body.products.map((p) => p.price)).toEqual(['$1,649.00', '$1,395.00', '$1,299.00']);
  });

  it('ignores an unknown sort key and keeps newest first', async () => {
    const { status, body } = await get<ProductList>(url, { sortBy: 'constructor', orderBy: 'desc' });
    expect(status).toBe(200);
    expect(body.products[0]!.id).toBe(50);
  });

  it('pages: page 2 of 20 per page, and a page past the end is empty with the total kept', async () => {
    const { body } = await get<ProductList>(url, { page: 2, itemsPerPage: 20 });
    expect(body.products.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => 30 - i));
    const past = await get<ProductList>(url, { page: 9, itemsPerPage: 10 });
    expect(past.body).toEqual({ products: [], total: 50 });
  });

  it.each([
    ['abc', 'xyz'],
    ['-1', '-5'],
    ['0', '0'],
    ['1.5', '1e3'],
  ])('falls back to page 1 and 10 per page for page=%s itemsPerPage=%s', async (page, itemsPerPage) => {
    const { status, body } = await get<ProductList>(url, { page, itemsPerPage });
    expect(status).toBe(200);
    expect(body.products.map((p) => p.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
  });

  it('caps a huge page size at 100 (a number, so no fallback): page 1 holds all 50, newest first', async () => {
    const { body } = await get<ProductList>(url, { page: '1.5', itemsPerPage: '99999999' });
    expect(body.products.map((p) => p.id)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
  });
});

describe('DELETE /api/apps/ecommerce/products/:id', () => {
  it('answers 204, and the product is gone from the list until reload', async () => {
    const res = await call('DELETE', `${url}/50`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const { body } = await get<ProductList>(url);
    expect(body.total).toBe(49);
    expect(body.products[0]!.id).toBe(49);
  });

  it.each(['999', '50x', 'abc'])('answers 404 with no body for a missing id (%s)', async (id) => {
    const res = await call('DELETE', `${url}/${id}`);
    expect(res.status).toBe(404);
    expect(res.text).toBe('');
  });

  it('answers 404 for the second delete of the same product', async () => {
    expect((await call('DELETE', `${url}/7`)).status).toBe(204);
    expect((await call('DELETE', `${url}/7`)).status).toBe(404);
  });
});
