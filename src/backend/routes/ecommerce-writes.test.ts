import { call, get } from '@/mocks/test-client';
import type { Order, Product, Review } from '@/features/ecommerce/api/types';

const product = {
  ...{ name: 'Okoumé Desk Lamp', sku: '123456', barcode: '', description: '', variants: [], qty: '0' },
  ...{ price: '1299,5', discountPrice: '', chargeTax: true, category: 'Office', status: 'Scheduled', tags: 'LED' },
};

describe('e-commerce writes (docs/api.md, "E-commerce")', () => {
  it('POST /products keeps the form’s product, newest first', async () => {
    const created = await call<Product>('POST', '/api/apps/ecommerce/products', {}, product);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: 51,
      productName: 'Okoumé Desk Lamp',
      category: 'Office',
      stock: false,
      sku: 123456,
      price: '$1,299.50',
      qty: 0,
      status: 'Scheduled',
      image: null,
      productBrand: 'LED',
    });
    const list = await get<{ products: Product[]; total: number }>('/api/apps/ecommerce/products');
    expect(list.body.total).toBe(51);
    expect(list.body.products[0]).toEqual(created.body);
  });

  it('POST /products answers 400 with the form’s field errors, and any non-object body', async () => {
    const bad = await call(
      'POST',
      '/api/apps/ecommerce/products',
      {},
      { ...product, name: ' ', sku: 'abc', category: '' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: { name: ['validation.required'], sku: ['validation.sku'], category: ['validation.required'] },
    });
    for (const body of ['[]', 'nope', 'null']) {
      expect((await call('POST', '/api/apps/ecommerce/products', {}, body)).status).toBe(400);
    }
  });

  it('PATCH /orders/:id and /reviews/:id set a status the next list shows', async () => {
    const order = await call<Order>('PATCH', '/api/apps/ecommerce/orders/3', {}, { status: 'Delivered' });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ id: 3, status: 'Delivered' });
    const orders = await get<{ orders: Order[] }>('/api/apps/ecommerce/orders', { itemsPerPage: 100 });
    expect(orders.body.orders.find((o) => o.id === 3)?.status).toBe('Delivered');

    const review = await call<Review>('PATCH', '/api/apps/ecommerce/reviews/1', {}, { status: 'Pending' });
    expect(review.body).toMatchObject({ id: 1, status: 'Pending' });
    const pending = await get<{ reviews: Review[] }>('/api/apps/ecommerce/reviews', {
      status: 'Pending',
      itemsPerPage: 100,
    });
    expect(pending.body.reviews.some((r) => r.id === 1)).toBe(true);
  });

  it('answers 400 for an unknown status and 404 for an unknown record', async () => {
    expect(await call('PATCH', '/api/apps/ecommerce/orders/3', {}, { status: 'Lost' })).toMatchObject({
      status: 400,
      body: { errors: { status: ['validation.status'] } },
    });
    expect(await call('PATCH', '/api/apps/ecommerce/orders/99999', {}, { status: 'Delivered' })).toMatchObject({
      status: 404,
      body: { message: 'Commande introuvable' },
    });
    expect(await call('PATCH', '/api/apps/ecommerce/reviews/99999', {}, { status: 'Published' })).toMatchObject({
      status: 404,
      body: { message: 'Avis introuvable' },
    });
  });
});

describe('store settings (docs/api.md, "E-commerce")', () => {
  it('answers a section’s defaults, keeps a valid one and refuses a bad one with field errors', async () => {
    const url = '/api/apps/ecommerce/settings/store';
    const first = await get<Record<string, unknown>>(url);
    expect(first.body).toMatchObject({ storeName: 'Okoumé Digital Store', currency: 'USD' });

    const bad = await call('PUT', url, {}, { ...first.body, contactEmail: 'nope', storeName: '' });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { contactEmail: ['validation.email'], storeName: ['validation.required'] } },
    });

    const saved = await call('PUT', url, {}, { ...first.body, storeName: 'Boutique Okoumé', currency: 'XAF' });
    expect(saved.status).toBe(200);
    expect((await get(url)).body).toMatchObject({ storeName: 'Boutique Okoumé', currency: 'XAF' });
    expect((await get('/api/apps/ecommerce/settings/nothing')).status).toBe(404);
  });
});
