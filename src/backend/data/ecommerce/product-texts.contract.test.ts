import { resetDb } from '@/mocks/db';
import { byText, call, getIn, isSorted } from '@/mocks/test-client';
import type { Product, ProductList } from '@/features/ecommerce/api/types';

const url = '/api/apps/ecommerce/products';
const all = { itemsPerPage: 100 };
const chair = 26;

const form = {
  ...{ name: 'Tabouret en okoumé', sku: '123456', barcode: '', description: '', variants: [], qty: '4' },
  ...{
    price: '45',
    discountPrice: '',
    chargeTax: true,
    category: 'Home Decor',
    status: 'Published',
    tags: 'Fait main',
  },
};

beforeEach(() => resetDb());

describe('products in the reader’s language (docs/decisions.md, "Product texts")', () => {
  it.each([
    ['fr', 'Chaise de bureau ergonomique', 'Herman Miller · Aeron, soutien lombaire réglable'],
    ['en', 'Ergonomic Office Chair', 'Herman Miller · Aeron, adjustable lumbar support'],
    ['ar', 'كرسي مكتب مريح', 'Herman Miller · Aeron، دعم قابل للتعديل لأسفل الظهر'],
  ])('answers a catalogue product in %s, the brand as it is', async (language, name, line) => {
    const detail = await getIn<Product>(language, `${url}/${chair}`);
    expect(detail.body).toMatchObject({ productName: name, productBrand: line, category: 'Office' });
    const listed = await getIn<ProductList>(language, url, all);
    expect(listed.body.products.find((p) => p.id === chair)).toEqual(detail.body);
  });

  it('keeps model names and brands in every language', async () => {
    for (const language of ['fr', 'en', 'ar']) {
      const { body } = await getIn<Product>(language, `${url}/1`);
      expect(body.productName).toBe('iPhone 15 Pro');
      expect(body.productBrand.startsWith('Apple · ')).toBe(true);
    }
  });

  it.each([
    ['fr', 'chaise', 'Chaise de bureau ergonomique'],
    ['en', 'office chair', 'Ergonomic Office Chair'],
    ['ar', 'كرسي', 'كرسي مكتب مريح'],
    ['fr', 'lombaire', 'Chaise de bureau ergonomique'],
  ])('finds a product by its text in %s (q=%s)', async (language, q, name) => {
    const { body } = await getIn<ProductList>(language, url, { q, ...all });
    expect(body.products.map((p) => p.productName)).toContain(name);
    expect(body.total).toBe(body.products.length);
  });

  it('does not find a product by a text of another language', async () => {
    const { body } = await getIn<ProductList>('fr', url, { q: 'office chair', ...all });
    expect(body.total).toBe(0);
  });

  it.each(['fr', 'en', 'ar'])('sorts by the name the reader sees in %s', async (language) => {
    for (const orderBy of ['asc', 'desc'] as const) {
      const { body } = await getIn<ProductList>(language, url, { sortBy: 'product', orderBy, ...all });
      expect(isSorted(body.products.map((p) => p.productName) as never[], byText as never, orderBy)).toBe(true);
    }
  });

  it('answers what a user typed as typed, in every language', async () => {
    const created = await call<Product>('POST', url, {}, form, 'ar');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ productName: 'Tabouret en okoumé', productBrand: 'Fait main' });
    for (const language of ['fr', 'en', 'ar']) {
      const { body } = await getIn<Product>(language, `${url}/${created.body.id}`);
      expect(body).toMatchObject({ productName: 'Tabouret en okoumé', productBrand: 'Fait main' });
      const found = await getIn<ProductList>(language, url, { q: 'tabouret' });
      expect(found.body.products.map((p) => p.id)).toEqual([created.body.id]);
    }
  });

  it('keeps a catalogue text saved unchanged from the edit form translated', async () => {
    const french = (await getIn<Product>('fr', `${url}/${chair}`)).body;
    const edit = { ...form, name: french.productName, tags: french.productBrand, category: 'Office' };
    expect((await call('PATCH', `${url}/${chair}`, {}, edit, 'fr')).status).toBe(200);
    const english = await getIn<Product>('en', `${url}/${chair}`);
    expect(english.body).toMatchObject({ productName: 'Ergonomic Office Chair', price: '$45.00' });
    expect(english.body.productBrand).toBe('Herman Miller · Aeron, adjustable lumbar support');
  });
});
