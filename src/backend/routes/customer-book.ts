import { Hono, type Next } from 'hono';
import { customerSecurityPatchSchema, notificationChoicesSchema } from '@/features/ecommerce/api/customer-preferences';
import { addressPatchSchema, addressSchema } from '@/features/ecommerce/api/customer-address-schema';
import { can } from '../auth/access';
import { hashPassword } from '../auth/passwords';
import { type ApiContext, type ApiEnv, badRequest, idParam, languageOf, validBody } from '../env';
import { refuse } from '../messages';

/** Every call below answers 404 for an unknown customer, after its access check. */
async function knownCustomer(c: ApiContext, next: Next) {
  const customer = await c.var.store.customers.get(idParam(c), languageOf(c));
  if (!customer) return refuse(c, 404, 'customerNotFound');
  await next();
}

const addressNotFound = (c: ApiContext) => refuse(c, 404, 'addressNotFound');

/**
 * docs/api.md, "E-commerce": a customer's address book, notification choices and security, read with the
 * customers' read right and written with the same right as the customer update call.
 */
export const customerBookRoutes = new Hono<ApiEnv>()
  .get('/customers/:id/addresses', can('read', 'Ecommerce'), knownCustomer, async (c) =>
    c.json({ addresses: await c.var.store.customerBook.addresses(idParam(c)) }),
  )
  .post('/customers/:id/addresses', can('update', 'Ecommerce'), knownCustomer, async (c) => {
    const { value, errors } = await validBody(c, addressSchema);
    if (errors) return badRequest(c, errors);
    return c.json(await c.var.store.customerBook.addAddress(idParam(c), value), 201);
  })
  .patch('/customers/:id/addresses/:addressId', can('update', 'Ecommerce'), knownCustomer, async (c) => {
    const { value, errors } = await validBody(c, addressPatchSchema);
    if (errors) return badRequest(c, errors);
    const address = await c.var.store.customerBook.updateAddress(idParam(c), idParam(c, 'addressId'), value);
    return address ? c.json(address) : addressNotFound(c);
  })
  .delete('/customers/:id/addresses/:addressId', can('update', 'Ecommerce'), knownCustomer, async (c) =>
    (await c.var.store.customerBook.removeAddress(idParam(c), idParam(c, 'addressId')))
      ? c.body(null, 204)
      : addressNotFound(c),
  )
  .get('/customers/:id/notifications', can('read', 'Ecommerce'), knownCustomer, async (c) =>
    c.json(await c.var.store.customerBook.notifications(idParam(c))),
  )
  .put('/customers/:id/notifications', can('update', 'Ecommerce'), knownCustomer, async (c) => {
    const { value, errors } = await validBody(c, notificationChoicesSchema);
    if (errors) return badRequest(c, errors);
    await c.var.store.customerBook.setNotifications(idParam(c), value);
    return c.json(value);
  })
  .get('/customers/:id/security', can('read', 'Ecommerce'), knownCustomer, async (c) =>
    c.json(await c.var.store.customerBook.security(idParam(c))),
  )
  .patch('/customers/:id/security', can('update', 'Ecommerce'), knownCustomer, async (c) => {
    const { value, errors } = await validBody(c, customerSecurityPatchSchema);
    if (errors) return badRequest(c, errors);
    const password =
      value.password === undefined
        ? undefined
        : { hash: await hashPassword(value.password), at: new Date().toISOString() };
    return c.json(await c.var.store.customerBook.setSecurity(idParam(c), { password, twoFactor: value.twoFactor }));
  });
