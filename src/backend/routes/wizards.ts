import { Hono } from 'hono';
import { checkoutSchema } from '@/features/wizards/api/checkout-schema';
import { dealSchema } from '@/features/wizards/api/deal-schema';
import { propertyListingSchema } from '@/features/wizards/api/property-schema';
import { cartProblem, checkoutRecord, dealRecord, propertyRecord } from '@/features/wizards/api/wizard-records';
import { can } from '../auth/access';
import { type ApiEnv, badRequest, validBody } from '../env';

/**
 * docs/api.md, "Wizards": each wizard's final submit, checked with the schema its form uses. Administrators
 * only, as every back-office screen (docs/product.md); no other account holds a rule on `Wizard`.
 */
export const wizardsRoutes = new Hono<ApiEnv>()
  .post('/checkout', can('create', 'Wizard'), async (c) => {
    const { value, errors } = await validBody(c, checkoutSchema);
    if (errors) return badRequest(c, errors);
    // Prices and stock come from the catalogue, never from the body.
    const products = await Promise.all(value.items.map((item) => c.var.store.products.get(item.productId)));
    const problem = cartProblem(value, products);
    if (problem) return badRequest(c, { items: [problem] });
    const saved = products.filter((product) => product !== undefined);
    return c.json(await c.var.store.wizards.create('checkout', (id, at) => checkoutRecord(value, saved, id, at)), 201);
  })
  .post('/deals', can('create', 'Wizard'), async (c) => {
    const { value, errors } = await validBody(c, dealSchema);
    if (errors) return badRequest(c, errors);
    return c.json(await c.var.store.wizards.create('deals', (id, at) => dealRecord(value, id, at)), 201);
  })
  .post('/properties', can('create', 'Wizard'), async (c) => {
    const { value, errors } = await validBody(c, propertyListingSchema);
    if (errors) return badRequest(c, errors);
    return c.json(await c.var.store.wizards.create('properties', (id, at) => propertyRecord(value, id, at)), 201);
  });
