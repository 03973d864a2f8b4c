import { expect, test } from '@playwright/test';

// The same mock API answers plain HTTP clients (the browser app is answered by its service worker).
test('the mock API answers an HTTP client with the contract of docs/spec.md §7', async ({ request }) => {
  const products = await request.get('/api/apps/ecommerce/products?itemsPerPage=5&page=abc');
  expect(products.status()).toBe(200);
  const body = (await products.json()) as { products: unknown[]; total: number };
  expect(body.products).toHaveLength(5);
  expect(body.total).toBe(50);

  const bad = await request.post('/api/auth/login', { data: { email: 'admin@demo.com', password: 'nope' } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ errors: { email: ['Invalid email or password'] } });

  const ok = await request.post('/api/auth/login', { data: { email: 'client@demo.com', password: 'client' } });
  expect(ok.status()).toBe(201);
  expect(await ok.json()).toMatchObject({
    userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
    userData: { role: 'client' },
  });

  expect((await request.delete('/api/apps/ecommerce/products/99999')).status()).toBe(404);
  expect((await request.get('/api/apps/users/99999')).status()).toBe(404);
  expect((await request.get('/api/unknown')).status()).toBe(404);
});
