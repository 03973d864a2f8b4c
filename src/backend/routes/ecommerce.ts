import { Hono } from 'hono';
import { customerList, orderList, productList, referralList, reviewList } from '@/features/ecommerce/api/lists';
import { type ApiEnv, idParam, languageOf, listQuery, notFound } from '../env';

/** docs/api.md, "E-commerce". */
export const ecommerceRoutes = new Hono<ApiEnv>()
  .get('/products', async (c) => c.json(await c.var.store.products.list(listQuery(productList, c))))
  .delete('/products/:id', async (c) => c.body(null, (await c.var.store.products.remove(idParam(c))) ? 204 : 404))
  .get('/orders', async (c) => c.json(await c.var.store.orders.list(listQuery(orderList, c))))
  // docs/spec.md §7: 204 whether or not the order existed.
  .delete('/orders/:id', async (c) => (await c.var.store.orders.remove(idParam(c)), c.body(null, 204)))
  .get('/customers', async (c) => c.json(await c.var.store.customers.list(listQuery(customerList, c), languageOf(c))))
  .get('/customers/:id', async (c) => {
    const customer = await c.var.store.customers.get(idParam(c), languageOf(c));
    return customer ? c.json(customer) : notFound(c, 'Customer not found');
  })
  .get('/reviews', async (c) => c.json(await c.var.store.reviews.list(listQuery(reviewList, c))))
  .delete('/reviews/:id', async (c) => c.body(null, (await c.var.store.reviews.remove(idParam(c))) ? 204 : 404))
  .get('/referrals', async (c) => c.json(await c.var.store.referrals.list(listQuery(referralList, c))));
