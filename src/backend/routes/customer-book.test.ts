import type { CustomerAddress, CustomerAddressList } from '@/features/ecommerce/api/customer-address';
import {
  defaultNotificationChoices,
  type CustomerSecurity,
  type NotificationChoices,
} from '@/features/ecommerce/api/customer-preferences';
import type { Customer } from '@/features/ecommerce/api/types';
import { db } from '@/mocks/db';
import { call, get, type Caller } from '@/mocks/test-client';
import { verifyPassword } from '../auth/passwords';

const firstCustomer = async () =>
  (await get<{ customers: Customer[] }>('/api/apps/ecommerce/customers')).body.customers[0]!;
const base = (customerId: number) => `/api/apps/ecommerce/customers/${customerId}`;
const book = async (customerId: number) =>
  (await get<CustomerAddressList>(`${base(customerId)}/addresses`)).body.addresses;
const office = {
  ...{ label: 'office', recipient: 'Awa Mba', line1: '12, Rue Ange Mba', line2: 'Immeuble Okoumé' },
  ...{ city: 'Libreville', postalCode: 'BP 2200', countryCode: 'GA', phone: '+241 01 02 03 04' },
  ...{ defaultShipping: false, defaultBilling: true },
};
const defaults = (addresses: CustomerAddress[]) =>
  addresses.map((a) => [a.id, a.defaultShipping, a.defaultBilling] as const);

describe('a customer’s address book (docs/api.md, "E-commerce")', () => {
  it('starts with one default address laid out from the customer, adds, edits and deletes', async () => {
    const customer = await firstCustomer();
    const [seeded] = await book(customer.customerId);
    expect(seeded).toMatchObject({
      customerId: customer.customerId,
      label: 'home',
      recipient: customer.customer,
      countryCode: customer.countryCode,
      defaultShipping: true,
      defaultBilling: true,
    });

    const added = await call<CustomerAddress>('POST', `${base(customer.customerId)}/addresses`, {}, office);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ...office, customerId: customer.customerId });
    // The new address took the billing default; shipping stayed with the first one.
    expect(defaults(await book(customer.customerId))).toEqual([
      [seeded!.id, true, false],
      [added.body.id, false, true],
    ]);

    const moved = await call(
      'PATCH',
      `${base(customer.customerId)}/addresses/${added.body.id}`,
      {},
      {
        defaultShipping: true,
        city: 'Port-Gentil',
      },
    );
    expect(moved.body).toMatchObject({ city: 'Port-Gentil', defaultShipping: true, line1: office.line1 });

    expect((await call('DELETE', `${base(customer.customerId)}/addresses/${added.body.id}`)).status).toBe(204);
    // Its defaults went back to the address left.
    expect(defaults(await book(customer.customerId))).toEqual([[seeded!.id, true, true]]);
    expect((await call('DELETE', `${base(customer.customerId)}/addresses/${added.body.id}`)).status).toBe(404);
  });

  it('answers 400 with field errors, 404 for an unknown customer or another customer’s address', async () => {
    const customer = await firstCustomer();
    const bad = await call(
      'POST',
      `${base(customer.customerId)}/addresses`,
      {},
      {
        ...office,
        recipient: ' ',
        phone: 'call me',
        countryCode: 'ZZ',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: { recipient: ['validation.required'], phone: ['validation.phone'], countryCode: ['validation.required'] },
    });
    expect((await call('POST', `${base(999999)}/addresses`, {}, office)).status).toBe(404);
    expect((await call('GET', `${base(999999)}/addresses`)).status).toBe(404);
    const someoneElses = db.customerAddresses.find((a) => a.customerId !== customer.customerId)!;
    expect((await call('PATCH', `${base(customer.customerId)}/addresses/${someoneElses.id}`, {}, office)).status).toBe(
      404,
    );
  });
});

describe('a customer’s notification choices and security', () => {
  it('answers the defaults, then keeps the choices put', async () => {
    const customer = await firstCustomer();
    const url = `${base(customer.customerId)}/notifications`;
    expect((await get<NotificationChoices>(url)).body).toEqual(defaultNotificationChoices);
    const chosen = { ...defaultNotificationChoices, promotions: { email: true, browser: false, app: true } };
    expect((await call('PUT', url, {}, chosen)).status).toBe(200);
    expect((await get<NotificationChoices>(url)).body).toEqual(chosen);
    const missing = await call('PUT', url, {}, { newOrder: { email: 'yes' } });
    expect(missing.status).toBe(400);
  });

  it('stores a password set by an administrator hashed, never answers it, and keeps the two-step switch', async () => {
    const customer = await firstCustomer();
    const url = `${base(customer.customerId)}/security`;
    expect((await get<CustomerSecurity>(url)).body).toEqual({ passwordSetAt: null, twoFactor: false });
    const weak = await call('PATCH', url, {}, { password: 'short' });
    expect(weak).toMatchObject({ status: 400, body: { errors: { password: ['common:password.notMet'] } } });
    const set = await call<CustomerSecurity>('PATCH', url, {}, { password: 'Okoume-2026' });
    expect(set.status).toBe(200);
    expect(set.text).not.toContain('Okoume-2026');
    expect(Date.parse(set.body.passwordSetAt!)).toBeGreaterThan(Date.now() - 60_000);
    const stored = db.customerPreferences.get(customer.customerId)!;
    expect(await verifyPassword(stored.passwordHash!, 'Okoume-2026')).toBe(true);
    expect((await call<CustomerSecurity>('PATCH', url, {}, { twoFactor: true })).body).toEqual({
      passwordSetAt: set.body.passwordSetAt,
      twoFactor: true,
    });
    expect((await call('PATCH', url, {}, {})).status).toBe(400);
  });
});

describe('access to the customer tabs’ calls', () => {
  const calls = (customerId: number): Array<[string, string, unknown?]> => [
    ['GET', `${base(customerId)}/addresses`],
    ['POST', `${base(customerId)}/addresses`, office],
    ['PATCH', `${base(customerId)}/addresses/1`, { city: 'Oyem' }],
    ['DELETE', `${base(customerId)}/addresses/1`],
    ['GET', `${base(customerId)}/notifications`],
    ['PUT', `${base(customerId)}/notifications`, defaultNotificationChoices],
    ['GET', `${base(customerId)}/security`],
    ['PATCH', `${base(customerId)}/security`, { twoFactor: true }],
  ];
  it.each<[Caller, number]>([
    ['visitor', 401],
    ['client', 403],
  ])('answers the %s %i, changing nothing', async (caller, status) => {
    const customer = await firstCustomer();
    const before = await book(customer.customerId);
    for (const [method, path, body] of calls(customer.customerId)) {
      expect({ method, path, status: (await call(method, path, {}, body, undefined, caller)).status }).toEqual({
        method,
        path,
        status,
      });
    }
    expect(await book(customer.customerId)).toEqual(before);
    expect(db.customerPreferences.size).toBe(0);
  });

  it('lets the administrator make every call', async () => {
    const customer = await firstCustomer();
    const seededId = (await book(customer.customerId))[0]!.id;
    for (const [method, path, body] of calls(customer.customerId)) {
      const answer = await call(method, path.replace('/addresses/1', `/addresses/${seededId}`), {}, body);
      expect({ method, path, ok: answer.status < 300 }).toEqual({ method, path, ok: true });
    }
  });
});
