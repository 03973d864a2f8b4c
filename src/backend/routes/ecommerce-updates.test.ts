import { call, get } from '@/mocks/test-client';
import type { Customer, CustomerDetail, Product } from '@/features/ecommerce/api/types';

const product = {
  ...{ name: 'Okoumé Desk Lamp', sku: '123456', barcode: '', description: '', variants: [], qty: '7' },
  ...{ price: '1299,5', discountPrice: '', chargeTax: true, category: 'Office', status: 'Scheduled', tags: 'LED' },
};

const firstCustomerId = async () =>
  (await get<{ customers: Customer[] }>('/api/apps/ecommerce/customers')).body.customers[0]!.customerId;

describe('PATCH /api/apps/ecommerce/products/:id (docs/api.md, "E-commerce")', () => {
  it('replaces the product with the form’s, answered as the list answers it', async () => {
    const before = await get<Product>('/api/apps/ecommerce/products/4');
    expect(before.status).toBe(200);
    const updated = await call<Product>('PATCH', '/api/apps/ecommerce/products/4', {}, product);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      id: 4,
      productName: 'Okoumé Desk Lamp',
      category: 'Office',
      stock: true,
      sku: 123456,
      price: '$1,299.50',
      qty: 7,
      status: 'Scheduled',
      image: before.body.image,
      productBrand: 'LED',
    });
    const list = await get<{ products: Product[]; total: number }>('/api/apps/ecommerce/products', { q: 'desk lamp' });
    expect(list.body).toEqual({ products: [updated.body], total: 1 });
    expect((await get('/api/apps/ecommerce/products/4')).body).toEqual(updated.body);
  });

  it('answers 400 with the form’s field errors, 404 for an unknown product', async () => {
    const bad = await call('PATCH', '/api/apps/ecommerce/products/4', {}, { ...product, name: ' ', sku: 'abc' });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { name: ['validation.required'], sku: ['validation.sku'] } },
    });
    expect((await call('PATCH', '/api/apps/ecommerce/products/4', {}, '[]')).status).toBe(400);
    for (const id of ['99999', 'abc']) {
      expect(await call('PATCH', `/api/apps/ecommerce/products/${id}`, {}, product)).toMatchObject({
        status: 404,
        body: { message: 'Produit introuvable' },
      });
      expect(await get(`/api/apps/ecommerce/products/${id}`)).toMatchObject({
        status: 404,
        body: { message: 'Produit introuvable' },
      });
    }
  });

  it('answers 401 signed out and 403 to the client, changing nothing', async () => {
    const before = (await get<Product>('/api/apps/ecommerce/products/4')).body;
    expect((await call('PATCH', '/api/apps/ecommerce/products/4', {}, product, undefined, 'visitor')).status).toBe(401);
    expect((await call('PATCH', '/api/apps/ecommerce/products/4', {}, product, undefined, 'client')).status).toBe(403);
    expect((await get('/api/apps/ecommerce/products/4')).body).toEqual(before);
  });
});

describe('PATCH /api/apps/ecommerce/customers/:customerId (docs/api.md, "E-commerce")', () => {
  const edit = { customer: '  Awa Mba ', email: 'awa@okoume.ga', contact: '+241 01 02 03 04', countryCode: 'CM' };

  it('sets the fields, answered as GET answers it, in the reader’s language', async () => {
    const customerId = await firstCustomerId();
    const url = `/api/apps/ecommerce/customers/${customerId}`;
    const before = (await get<CustomerDetail>(url)).body;
    const updated = await call<CustomerDetail>('PATCH', url, {}, edit, 'fr');
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      ...before,
      customer: 'Awa Mba',
      email: 'awa@okoume.ga',
      contact: '+241 01 02 03 04',
      country: 'Cameroun',
      countryCode: 'CM',
      countryFlag: '🇨🇲',
    });
    expect((await call('GET', url, {}, undefined, 'fr')).body).toEqual(updated.body);
    const found = await get<{ customers: Customer[] }>('/api/apps/ecommerce/customers', { q: 'awa mba' });
    expect(found.body.customers.map((c) => c.customerId)).toEqual([customerId]);
    const partial = await call<CustomerDetail>('PATCH', url, {}, { email: 'mba@okoume.ga' }, 'en');
    expect(partial.body).toMatchObject({ customer: 'Awa Mba', email: 'mba@okoume.ga', country: 'Cameroon' });
  });

  it('answers 400 with field errors, 404 for an unknown customer', async () => {
    const url = `/api/apps/ecommerce/customers/${await firstCustomerId()}`;
    expect(await call('PATCH', url, {}, { customer: '', email: 'nope', contact: 'x', countryCode: 'ZZ' })).toEqual(
      expect.objectContaining({
        status: 400,
        body: {
          errors: {
            customer: ['validation.required'],
            email: ['validation.email'],
            contact: ['validation.phone'],
            countryCode: ['validation.required'],
          },
        },
      }),
    );
    expect((await call('PATCH', url, {}, 'null')).status).toBe(400);
    expect(await call('PATCH', '/api/apps/ecommerce/customers/1', {}, edit)).toMatchObject({
      status: 404,
      body: { message: 'Client introuvable' },
    });
  });

  it('answers 401 signed out and 403 to the client', async () => {
    const url = `/api/apps/ecommerce/customers/${await firstCustomerId()}`;
    expect((await call('PATCH', url, {}, edit, undefined, 'visitor')).status).toBe(401);
    expect((await call('PATCH', url, {}, edit, undefined, 'client')).status).toBe(403);
  });
});
