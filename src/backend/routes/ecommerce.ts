import { Hono } from 'hono';
import {
  customerList,
  customerOrderList,
  orderList,
  productList,
  referralList,
  reviewList,
} from '@/features/ecommerce/api/lists';
import { orderStatusSchema, reviewStatusSchema } from '@/features/ecommerce/api/write-schemas';
import { customerPatchSchema } from '@/features/ecommerce/api/edit-customer-schema';
import {
  isSettingsSection,
  sectionSchema,
  settingsDefaults,
  settingsSections,
} from '@/features/ecommerce/api/settings-sections';
import { productFormSchema } from '@/features/ecommerce/api/product-form-schema';
import type { Product } from '@/features/ecommerce/api/types';
import type { EcommerceDashboard } from '@/features/ecommerce/api/dashboard-types';
import { localiseProduct } from '@/backend/data/ecommerce/localise-product';
import { localiseReview } from '@/backend/data/ecommerce/localise-review';
import { can } from '../auth/access';
import { type ApiContext, type ApiEnv, badRequest, idParam, languageOf, listQuery, validBody } from '../env';
import { refuse } from '../messages';

/** A product as the API answers it: catalogue texts in the reader's language (docs/api.md, "Language"). */
const productAnswer = (c: ApiContext, product: Product, status: 200 | 201 = 200) =>
  c.json(localiseProduct(product, languageOf(c)), status);

/** docs/api.md, "E-commerce". */
export const ecommerceRoutes = new Hono<ApiEnv>()
  .get('/dashboard', can('read', 'Ecommerce'), async (c) => {
    const { store } = c.var;
    const language = languageOf(c);
    const count = { q: '', page: 1, itemsPerPage: 1, filters: {} };
    const [summary, orders, customers, products, topProducts, recent] = await Promise.all([
      store.orders.summary(),
      store.orders.list(count),
      store.customers.list(count, language),
      store.products.list(count, language),
      store.reviews.mostReviewed(language),
      store.orders.list({ ...count, itemsPerPage: 5, sortBy: 'date', orderBy: 'desc' }),
    ]);
    const dashboard: EcommerceDashboard = {
      ...summary,
      totals: { orders: orders.total, customers: customers.total, products: products.total },
      topProducts,
      recentOrders: recent.orders,
    };
    return c.json(dashboard);
  })
  // Each list's figures over every record (docs/api.md, "E-commerce"), before the `:id` routes.
  .get('/products/summary', can('read', 'Ecommerce'), async (c) => c.json(await c.var.store.products.summary()))
  .get('/products/categories', can('read', 'Ecommerce'), async (c) => c.json(await c.var.store.products.categories()))
  .get('/orders/summary', can('read', 'Ecommerce'), async (c) => c.json(await c.var.store.orders.payments()))
  .get('/reviews/summary', can('read', 'Ecommerce'), async (c) => c.json(await c.var.store.reviews.summary()))
  .get('/referrals/summary', can('read', 'Ecommerce'), async (c) => c.json(await c.var.store.referrals.summary()))
  .get('/products', can('read', 'Ecommerce'), async (c) =>
    c.json(await c.var.store.products.list(listQuery(productList, c), languageOf(c))),
  )
  .post('/products', can('create', 'Ecommerce'), async (c) => {
    const { value, errors } = await validBody(c, productFormSchema);
    return errors ? badRequest(c, errors) : productAnswer(c, await c.var.store.products.create(value), 201);
  })
  .get('/products/:id', can('read', 'Ecommerce'), async (c) => {
    const product = await c.var.store.products.get(idParam(c));
    return product ? productAnswer(c, product) : refuse(c, 404, 'productNotFound');
  })
  .patch('/products/:id', can('update', 'Ecommerce'), async (c) => {
    const { value, errors } = await validBody(c, productFormSchema);
    if (errors) return badRequest(c, errors);
    const product = await c.var.store.products.update(idParam(c), value);
    return product ? productAnswer(c, product) : refuse(c, 404, 'productNotFound');
  })
  .patch('/orders/:id', can('update', 'Ecommerce'), async (c) => {
    const { value, errors } = await validBody(c, orderStatusSchema);
    if (errors) return badRequest(c, errors);
    const order = await c.var.store.orders.setStatus(idParam(c), value.status);
    return order ? c.json(order) : refuse(c, 404, 'orderNotFound');
  })
  .patch('/reviews/:id', can('update', 'Ecommerce'), async (c) => {
    const { value, errors } = await validBody(c, reviewStatusSchema);
    if (errors) return badRequest(c, errors);
    const review = await c.var.store.reviews.setStatus(idParam(c), value.status);
    return review ? c.json(localiseReview(review, languageOf(c))) : refuse(c, 404, 'reviewNotFound');
  })
  .get('/settings/:section', can('read', 'Ecommerce'), async (c) => {
    const section = c.req.param('section');
    if (!isSettingsSection(section)) return refuse(c, 404, 'unknownSection');
    const saved = await c.var.store.documents.get(`ecommerce-settings:${section}`);
    return c.json({ ...settingsDefaults[section], ...(saved as object | undefined) });
  })
  .put('/settings/:section', can('update', 'Ecommerce'), async (c) => {
    const section = c.req.param('section');
    if (!isSettingsSection(section)) return refuse(c, 404, 'unknownSection');
    const { value, errors } = await validBody(c, sectionSchema(settingsSections[section]));
    if (errors) return badRequest(c, errors);
    await c.var.store.documents.put(`ecommerce-settings:${section}`, value);
    return c.json(value);
  })
  .delete('/products/:id', can('delete', 'Ecommerce'), async (c) =>
    c.body(null, (await c.var.store.products.remove(idParam(c))) ? 204 : 404),
  )
  .get('/orders', can('read', 'Ecommerce'), async (c) => c.json(await c.var.store.orders.list(listQuery(orderList, c))))
  // docs/spec.md §7: 204 whether or not the order existed.
  .delete(
    '/orders/:id',
    can('delete', 'Ecommerce'),
    async (c) => (await c.var.store.orders.remove(idParam(c)), c.body(null, 204)),
  )
  .get('/customers', can('read', 'Ecommerce'), async (c) =>
    c.json(await c.var.store.customers.list(listQuery(customerList, c), languageOf(c))),
  )
  .get('/customers/:id', can('read', 'Ecommerce'), async (c) => {
    const customer = await c.var.store.customers.get(idParam(c), languageOf(c));
    return customer ? c.json(customer) : refuse(c, 404, 'customerNotFound');
  })
  .get('/customers/:id/orders', can('read', 'Ecommerce'), async (c) => {
    const orders = await c.var.store.customers.orders(idParam(c), listQuery(customerOrderList, c));
    return orders ? c.json(orders) : refuse(c, 404, 'customerNotFound');
  })
  .patch('/customers/:id', can('update', 'Ecommerce'), async (c) => {
    const { value, errors } = await validBody(c, customerPatchSchema);
    if (errors) return badRequest(c, errors);
    const customer = await c.var.store.customers.update(idParam(c), value, languageOf(c));
    return customer ? c.json(customer) : refuse(c, 404, 'customerNotFound');
  })
  .get('/reviews', can('read', 'Ecommerce'), async (c) =>
    c.json(await c.var.store.reviews.list(listQuery(reviewList, c), languageOf(c))),
  )
  .delete('/reviews/:id', can('delete', 'Ecommerce'), async (c) =>
    c.body(null, (await c.var.store.reviews.remove(idParam(c))) ? 204 : 404),
  )
  .get('/referrals', can('read', 'Ecommerce'), async (c) =>
    c.json(await c.var.store.referrals.list(listQuery(referralList, c))),
  );
