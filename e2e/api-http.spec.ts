import { expect, test } from '@playwright/test';

// The same mock API answers plain HTTP clients (the browser app is answered by its service worker), with the
// same permission checks as the server (docs/security.md, "Permissions").
test('the mock API answers an HTTP client with the contract of docs/spec.md §7', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  expect((await request.get('/api/apps/ecommerce/products')).status()).toBe(401);

  const bad = await request.post('/api/auth/login', { data: { email: 'admin@demo.com', password: 'nope' } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ errors: { email: ['Invalid email or password'] } });

  const client = await request.post('/api/auth/login', { data: { email: 'client@demo.com', password: 'client' } });
  expect(client.status()).toBe(201);
  const clientBody = (await client.json()) as { accessToken: string };
  expect(clientBody).toMatchObject({
    userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
    userData: { role: 'client' },
  });
  const asClient = { Authorization: `Bearer ${clientBody.accessToken}` };
  expect((await request.delete('/api/apps/ecommerce/products/1', { headers: asClient })).status()).toBe(403);

  const admin = await request.post('/api/auth/login', { data: { email: 'admin@demo.com', password: 'admin' } });
  const asAdmin = { Authorization: `Bearer ${((await admin.json()) as { accessToken: string }).accessToken}` };
  const products = await request.get('/api/apps/ecommerce/products?itemsPerPage=5&page=abc', { headers: asAdmin });
  expect(products.status()).toBe(200);
  const body = (await products.json()) as { products: unknown[]; total: number };
  expect(body.products).toHaveLength(5);
  expect(body.total).toBe(50);
  expect((await request.delete('/api/apps/ecommerce/products/99999', { headers: asAdmin })).status()).toBe(404);
  expect((await request.get('/api/apps/users/99999', { headers: asAdmin })).status()).toBe(404);
  expect((await request.get('/api/unknown')).status()).toBe(404);
  await request.dispose();
});
