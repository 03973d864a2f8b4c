// @vitest-environment node
import { createCollections } from '@/mocks/db';
import { memoryStore, sqlStores, type StoreUnderTest } from './stores';

type Opened = Awaited<ReturnType<StoreUnderTest['open']>>;
type Call = [method: string, path: string, body?: unknown];

/** A password's time is stamped with the clock: the moment differs between stores. */
const setNow = new RegExp(`"passwordSetAt":"${new Date().toISOString().slice(0, 10)}T[^"]+"`, 'g');

const [first, second] = createCollections().customers;
const base = (customerId: number) => `/api/apps/ecommerce/customers/${customerId}`;
const a = base(first!.customerId);
const office = {
  ...{ label: 'office', recipient: 'Awa Mba', line1: '12, Rue Ange Mba', line2: 'Immeuble\u0000 Okoumé' },
  ...{ city: 'Libreville', postalCode: 'BP 2200', countryCode: 'GA', phone: '+241 01 02 03 04' },
  ...{ defaultShipping: true, defaultBilling: false },
};
const choices = {
  newOrder: { email: false, browser: true, app: true },
  orderShipped: { email: true, browser: false, app: false },
  newReview: { email: false, browser: false, app: false },
  promotions: { email: true, browser: true, app: true },
};

/** Reads of every kind, run before and after the writes; the writes cover each rule of docs/api.md. */
const reads: Call[] = [
  ['GET', `${a}/addresses`],
  ['GET', `${base(second!.customerId)}/addresses`],
  ['GET', `${base(999999)}/addresses`],
  ['GET', `${base(0)}/addresses`],
  ['GET', '/api/apps/ecommerce/customers/abc/addresses'],
  ['GET', `${a}/notifications`],
  ['GET', `${base(999999)}/notifications`],
  ['GET', `${a}/security`],
];
const writes: Call[] = [
  ['POST', `${a}/addresses`, office],
  ['POST', `${a}/addresses`, { ...office, label: 'other', defaultShipping: false, defaultBilling: true }],
  ['POST', `${a}/addresses`, { ...office, recipient: '', phone: 'x', countryCode: 'ZZ', label: 'castle' }],
  ['POST', `${a}/addresses`, [1, 2]],
  ['POST', `${base(999999)}/addresses`, office],
  ['PATCH', `${a}/addresses/101`, { city: 'Franceville', defaultBilling: true }],
  ['PATCH', `${a}/addresses/101`, { city: 'x'.repeat(61) }],
  ['PATCH', `${a}/addresses/2`, { city: 'Oyem' }],
  ['PATCH', `${a}/addresses/abc`, { city: 'Oyem' }],
  ['DELETE', `${a}/addresses/101`],
  ['DELETE', `${a}/addresses/101`],
  ['DELETE', `${a}/addresses/2`],
  ['PUT', `${a}/notifications`, choices],
  ['PUT', `${a}/notifications`, { ...choices, newOrder: { email: 'yes' } }],
  ['PUT', `${a}/notifications`, { ...choices, extra: {} }],
  ['PATCH', `${a}/security`, { password: 'Okoume-2026' }],
  ['PATCH', `${a}/security`, { password: 'short', twoFactor: 'on' }],
  ['PATCH', `${a}/security`, { twoFactor: true }],
  ['PATCH', `${a}/security`, {}],
  ['PATCH', `${base(999999)}/security`, { twoFactor: true }],
];

async function answer(opened: Opened, [method, path, body]: Call) {
  const response = await opened.api.request(path, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      Authorization: `Bearer ${opened.adminToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });
  return { method, path, status: response.status, text: (await response.text()).replace(setNow, '"set":"now"') };
}

/** docs/server.md: every SQL store keeps the customer tabs' data exactly as the in-memory store does. */
describe.each(sqlStores)('the $name store keeps the customer tabs as the in-memory store', (sqlStore) => {
  let memory: Opened;
  let database: Opened;
  beforeAll(async () => {
    [memory, database] = await Promise.all([memoryStore.open(), sqlStore.open()]);
  }, 120_000);
  afterAll(() => Promise.all([memory, database].map((o) => o?.close())));

  it('answers the reads, the writes and the reads after them the same', async () => {
    for (const call of [...reads, ...writes, ...reads]) {
      expect(await answer(database, call)).toEqual(await answer(memory, call));
    }
    const after = JSON.parse((await answer(database, ['GET', `${a}/addresses`])).text) as {
      addresses: Array<{ line2: string }>;
    };
    expect(after.addresses.map((x) => x.line2)).toContain('Immeuble Okoumé');
  });
});
