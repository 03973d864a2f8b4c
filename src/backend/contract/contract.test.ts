// @vitest-environment node
import fc from 'fast-check';
import { createCollections } from '@/mocks/db';
import { auditCalls, detailCalls, languages, listCalls, listPaths } from './calls';
import { memoryStore, sqlStores, type StoreUnderTest } from './stores';
import { wizardWrites } from './wizard-writes';

type Opened = Awaited<ReturnType<StoreUnderTest['open']>>;

// A test here makes hundreds of calls on two stores (4 s alone on a 2-core machine, with another file beside it):
// a second suite on the same cores must not time it out.
vi.setConfig({ testTimeout: 60_000 });

/** E-mail writes (docs/api.md, "E-mail"): send, draft, reply in a thread, changes, batches, deletes. */
const mail = {
  to: ['serge.ondo@pg-logistique.ga', 'nouveau@client.ga'],
  cc: [],
  subject: 'Planning du projet',
  body: '<p>Bonjour, voici le <strong>planning</strong>. Rappel : démarrage lundi.</p>',
  attachments: [{ name: 'planning.pdf', size: 120400, type: 'application/pdf' }],
  draft: false,
};
const emailWrites: Array<[string, string, unknown?]> = [
  ['POST', '/api/apps/email', { ...mail, threadId: 17 }],
  ['POST', '/api/apps/email', { ...mail, to: [], subject: '', draft: true }],
  ['POST', '/api/apps/email', { ...mail, to: ['pas-une-adresse'], subject: '' }],
  ['POST', '/api/apps/email', { ...mail, body: 'x\u0000' }],
  ['POST', '/api/apps/email', { ...mail, draftId: 41, subject: 'Brouillon envoyé' }],
  ['PATCH', '/api/apps/email/38', { starred: false, read: true, labels: ['private', 'company'] }],
  ['PATCH', '/api/apps/email/38', { folder: 'sent' }],
  ['PATCH', '/api/apps/email/38', {}],
  ['PATCH', '/api/apps/email/999', { read: true }],
  ['POST', '/api/apps/email/batch', { ids: [30, 31, 31, 999], read: false, addLabel: 'important' }],
  ['POST', '/api/apps/email/batch', { ids: [30, 31], folder: 'trash' }],
  ['POST', '/api/apps/email/batch', { ids: [1, 7, 30], remove: true }],
  ['POST', '/api/apps/email/batch', { ids: [], read: true }],
  ['DELETE', '/api/apps/email/31'],
  ['DELETE', '/api/apps/email/2'],
  ['DELETE', '/api/apps/email/31'],
];

/** The first sample customer, whom a written invoice bills. */
const customerIdOfFirst = createCollections().customers[0]!.customerId;

/** A customer's orders (docs/api.md): one who ordered, paged to its edges, one who did not, and unknown ids. */
const customerOrderCalls = [
  ...['', '?itemsPerPage=2', '?itemsPerPage=2&page=3', '?page=9', '?page=x&itemsPerPage=500'].map(
    (query) => `/api/apps/ecommerce/customers/${customerIdOfFirst}/orders${query}`,
  ),
  `/api/apps/ecommerce/customers/${createCollections().customers[60]!.customerId}/orders`,
  '/api/apps/ecommerce/customers/999999/orders',
  '/api/apps/ecommerce/customers/abc/orders',
];

const today = new Date();
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * Dates a write stamps with the clock (a permission's createdDate, a message's createdAt, an audit entry's `at`)
 * differ by moments.
 */
const stampedNow = new RegExp(
  [
    `"(createdAt|at|sentAt)":"${today.toISOString().slice(0, 10)}T[^"]+"`,
    `"createdDate":"${today.getUTCDate()} ${months[today.getUTCMonth()]} ${today.getUTCFullYear()}, [^"]+"`,
  ].join('|'),
  'g',
);

/** Opens the in-memory store and this SQL store for a describe block, and closes both after it. */
function openBoth(sqlStore: StoreUnderTest, keep: (opened: [Opened, Opened]) => void) {
  let opened: Opened[] = [];
  beforeAll(async () => {
    opened = await Promise.all([memoryStore.open(), sqlStore.open()]);
    keep(opened as [Opened, Opened]);
  }, 120_000);
  afterAll(() => Promise.all(opened.map((o) => o.close())));
}

async function answer(opened: Opened, path: string, init: RequestInit = {}, language = 'fr') {
  const response = await opened.api.request(path, {
    ...init,
    headers: {
      'Accept-Language': language,
      Authorization: `Bearer ${opened.adminToken}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  return { status: response.status, text: (await response.text()).replace(stampedNow, '"stamped":"now"') };
}

/**
 * docs/server.md "One API, two hosts": each SQL store answers every call exactly as the in-memory store of the
 * static demo does: the same status and the same body, byte for byte, in every language.
 */
describe.each(sqlStores)('the $name store answers as the in-memory store', (sqlStore) => {
  let memory: Opened;
  let database: Opened;
  openBoth(sqlStore, (opened) => ([memory, database] = opened));

  it.each(languages)('answers every read call the same in %s', async (language) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const path of [...listCalls(), ...detailCalls, ...customerOrderCalls]) {
      const expected = await answer(memory, path, {}, language);
      expect({ path, ...(await answer(database, path, {}, language)) }).toEqual({ path, ...expected });
    }
    warn.mockRestore();
  });

  it('answers writes the same, and the next reads show them', async () => {
    const product = {
      ...{ name: 'Okoumé Desk Lamp', sku: '123456', barcode: '', description: '', variants: [], qty: '12' },
      ...{ price: '79.5', discountPrice: '', chargeTax: true, category: 'Office', status: 'Published', tags: 'LED' },
    };
    const chairLine = 'Herman Miller · Aeron, soutien lombaire réglable';
    const customerId = JSON.parse((await answer(memory, '/api/apps/ecommerce/customers')).text).customers[1]
      .customerId as number;
    const customerEdit = {
      customer: 'Awa Mba',
      email: 'awa@okoume.ga',
      contact: '+237 01 02 03 04',
      countryCode: 'SN',
    };
    const invoice = {
      ...{ customerId: customerIdOfFirst, issuedDate: '2025-12-01', dueDate: '2025-12-31', discount: 0, taxRate: 18 },
      ...{ notes: '', items: [{ item: 'Site vitrine', description: 'Cinq pages', quantity: 1, price: 500000 }] },
    };
    const writes: Array<[string, string, unknown?]> = [
      ['DELETE', '/api/apps/ecommerce/products/3'],
      ['DELETE', '/api/apps/ecommerce/products/3'],
      ['DELETE', '/api/apps/ecommerce/orders/5'],
      ['DELETE', '/api/apps/ecommerce/orders/99999'],
      ['DELETE', '/api/apps/ecommerce/reviews/2'],
      ['DELETE', '/api/apps/users/4'],
      ['POST', '/api/apps/users', { fullName: 'Nadia Obiang', email: 'nadia@okoume.ga', role: 'editor', id: 1 }],
      ['POST', '/api/apps/users', { fullName: 'Paul Ndong', email: 'paul@okoume.ga' }],
      ['POST', '/api/apps/users', [1, 2]],
      ['POST', '/api/apps/users', { fullName: 'Nul\u0000', email: 'nul@okoume.ga', company: '\u0000' }],
      ['POST', '/api/contact', { fullName: 'A B', email: 'a@b.cd', subject: 'Devis', message: 'Bonjour' }],
      ['POST', '/api/contact', { fullName: '', email: 'nope' }],
      ['POST', '/api/contact', { fullName: 'N\u0000', email: 'n@b.cd', subject: '\u0000x', message: 'y' }],
      ['POST', '/api/notify-me', { email: 'Awa@Okoume.ga' }],
      ['POST', '/api/notify-me', { email: 'awa@okoume.ga' }],
      ['POST', '/api/notify-me', { email: 'awa@' }],
      ['POST', '/api/apps/ecommerce/products', product],
      ['POST', '/api/apps/ecommerce/products', { ...product, sku: '12', category: '' }],
      ['PATCH', '/api/apps/ecommerce/products/8', { ...product, name: 'Lampe Okoumé', qty: '0', tags: 'Bois' }],
      ['PATCH', '/api/apps/ecommerce/products/8', { ...product, price: 'x' }],
      ['PATCH', '/api/apps/ecommerce/products/3', product],
      // The edit form's French catalogue texts, saved unchanged: still answered in each language.
      [
        'PATCH',
        '/api/apps/ecommerce/products/26',
        { ...product, name: 'Chaise de bureau ergonomique', tags: chairLine },
      ],
      ['PATCH', `/api/apps/ecommerce/customers/${customerId}`, customerEdit],
      ['PATCH', `/api/apps/ecommerce/customers/${customerId}`, { email: 'nope', countryCode: 'ZZ' }],
      ['PATCH', '/api/apps/ecommerce/customers/1', customerEdit],
      ['PATCH', '/api/apps/ecommerce/orders/7', { status: 'Delivered' }],
      ['PATCH', '/api/apps/ecommerce/orders/7', { status: 'Lost' }],
      ['PATCH', '/api/apps/ecommerce/orders/99999', { status: 'Delivered' }],
      ['PATCH', '/api/apps/ecommerce/reviews/9', { status: 'Pending' }],
      ['PATCH', '/api/apps/ecommerce/reviews/x', { status: 'Pending' }],
      [
        'PUT',
        '/api/apps/ecommerce/settings/shipping',
        { domesticRate: '5', internationalRate: '40', freeAbove: '', deliveryDays: '2' },
      ],
      ['PUT', '/api/apps/ecommerce/settings/shipping', { domesticRate: 'x' }],
      ['PUT', '/api/apps/ecommerce/settings/nope', {}],
      ['PATCH', '/api/apps/users/2', { status: 'inactive', company: 'Okoumé Digital' }],
      ['PATCH', '/api/apps/users/2', { email: 'nope' }],
      ['PATCH', '/api/apps/users/99999', { status: 'inactive' }],
      ['POST', '/api/apps/permissions', { name: 'Export Reports', assignedTo: ['manager', 'support'] }],
      ['POST', '/api/apps/permissions', { name: 'Empty', assignedTo: [] }],
      ['PATCH', '/api/apps/permissions/3', { name: 'Add, Remove & Suspend Users', assignedTo: ['administrator'] }],
      ['DELETE', '/api/apps/permissions/4'],
      ['DELETE', '/api/apps/permissions/4'],
      [
        'POST',
        '/api/apps/roles',
        { name: 'Auditor', grants: [{ permissionId: 1, read: true, write: false, create: false }] },
      ],
      [
        'PATCH',
        '/api/apps/roles/2',
        { name: 'Store manager', grants: [{ permissionId: 2, read: true, write: true, create: true }] },
      ],
      ['DELETE', '/api/apps/roles/5'],
      ['DELETE', '/api/apps/roles/99'],
      ['PATCH', '/api/contact/messages/msg-0002', { handled: true }],
      ['PATCH', '/api/contact/messages/msg-0002', { handled: 'yes' }],
      ['DELETE', '/api/contact/messages/msg-0003'],
      ['DELETE', '/api/contact/messages/msg-0003'],
      ['POST', '/api/apps/invoices', invoice],
      ['POST', '/api/apps/invoices', { ...invoice, customerId: 1, items: [] }],
      ['PUT', '/api/apps/invoices/3', { ...invoice, discount: 5000, notes: 'Livraison incluse' }],
      ['PUT', '/api/apps/invoices/999', invoice],
      ['POST', '/api/apps/invoices/151/payments', { amount: 100000, date: '2025-12-02', method: 'mobileMoney' }],
      ['POST', '/api/apps/invoices/151/payments', { amount: 99999999, date: '2025-12-02', method: 'cash' }],
      ['POST', '/api/apps/invoices/151/payments', { amount: -1, date: 'soon', method: 'gold' }],
      ['POST', '/api/apps/invoices/3/send', { to: 'compta@client.ga', subject: 'Facture', message: 'Bonjour' }],
      ['POST', '/api/apps/invoices/3/send', { to: 'compta', subject: '', message: '' }],
      ['POST', '/api/apps/invoices/999/send', { to: 'a@b.ga', subject: 'S', message: 'M' }],
      ['DELETE', '/api/apps/invoices/5'],
      ['DELETE', '/api/apps/invoices/5'],
      ...wizardWrites,
      ...emailWrites,
    ];
    let made = 0;
    // The public forms' writes are a visitor's, not a user's: no audit entry (docs/decisions.md, "Audit trail").
    const publicForms = ['/api/contact', '/api/notify-me'];
    for (const [method, path, body] of writes) {
      const init = { method, body: body === undefined ? undefined : JSON.stringify(body) };
      const expected = await answer(memory, path, init);
      if (expected.status < 400 && !publicForms.includes(path)) made += 1;
      expect({ method, path, ...(await answer(database, path, init)) }).toEqual({ method, path, ...expected });
    }
    for (const path of [
      '/api/apps/ecommerce/products?itemsPerPage=100',
      '/api/apps/ecommerce/orders?itemsPerPage=100&sortBy=spent',
      '/api/apps/ecommerce/dashboard',
      '/api/apps/ecommerce/products/summary',
      '/api/apps/ecommerce/products/categories',
      '/api/apps/ecommerce/orders/summary',
      '/api/apps/ecommerce/reviews/summary',
      '/api/apps/ecommerce/reviews?itemsPerPage=100',
      '/api/apps/ecommerce/reviews?status=Pending&sortBy=status',
      '/api/apps/ecommerce/orders?sortBy=status&itemsPerPage=100',
      '/api/apps/ecommerce/products?q=lamp&sortBy=price',
      '/api/apps/ecommerce/products?q=lampe&stock=false&sortBy=product',
      '/api/apps/ecommerce/products/8',
      `/api/apps/ecommerce/customers/${customerId}`,
      `/api/apps/ecommerce/customers/${customerId}/orders?itemsPerPage=100`,
      '/api/apps/ecommerce/orders?q=awa',
      '/api/apps/ecommerce/customers?q=awa&sortBy=country',
      '/api/apps/ecommerce/customers?q=senegal',
      '/api/apps/ecommerce/customers?itemsPerPage=100&sortBy=customer',
      '/api/apps/users?itemsPerPage=100&sortBy=user&orderBy=desc',
      '/api/apps/users/21',
      '/api/apps/users/22',
      '/api/apps/users/2',
      '/api/apps/permissions?itemsPerPage=100',
      '/api/apps/permissions?q=report',
      '/api/apps/roles',
      '/api/apps/ecommerce/settings/shipping',
      '/api/apps/ecommerce/settings/store',
      '/api/contact/messages?itemsPerPage=100',
      '/api/contact/messages?q=devis',
      '/api/contact/messages/msg-0002',
      '/api/apps/invoices?itemsPerPage=100',
      '/api/apps/invoices?status=partial&sortBy=balance',
      '/api/apps/invoices/3',
      '/api/apps/invoices/41',
      '/api/apps/email?itemsPerPage=100&folder=sent',
      '/api/apps/email?itemsPerPage=100&folder=trash',
      '/api/apps/email?label=private&q=rappel',
      '/api/apps/email/40',
      '/api/apps/email/17',
      ...auditCalls(),
    ]) {
      expect({ path, ...(await answer(database, path)) }).toEqual({ path, ...(await answer(memory, path)) });
    }
    for (const language of languages) {
      for (const path of [
        '/api/apps/ecommerce/products?itemsPerPage=100&sortBy=product',
        '/api/apps/ecommerce/products?q=lamp',
        '/api/apps/ecommerce/products?q=chair',
        '/api/apps/ecommerce/products/26',
        '/api/apps/ecommerce/products/51',
      ]) {
        const expected = await answer(memory, path, {}, language);
        expect({ path, language, ...(await answer(database, path, {}, language)) }).toEqual({
          path,
          language,
          ...expected,
        });
      }
    }
    // The writes made above are in the trail (the public forms' are not a user's), the failed ones are not.
    const trail = JSON.parse((await answer(database, '/api/audit?itemsPerPage=100')).text) as { total: number };
    expect(trail.total).toBe(made);
  });

  it("keeps a signed-in user's account settings alike", async () => {
    const settings = async (opened: Opened) => {
      const login = await opened.api.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
      const put = await opened.api.request('/api/account/settings/plan', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ plan: 'basic' }),
      });
      const read = await opened.api.request('/api/account/settings', { headers });
      return [put.status, await put.text(), read.status, await read.text()];
    };
    expect(await settings(database)).toEqual(await settings(memory));
  });

  it('signs in alike; the SQL store gives each session its own token, which opens the account and ends at sign-out', async () => {
    const login = (opened: Opened, password: string) =>
      opened.api.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password }),
      });
    expect((await login(database, 'wrong')).status).toBe(400);
    const [fromMemory, fromDatabase] = await Promise.all([login(memory, 'admin'), login(database, 'admin')]);
    expect(fromDatabase.status).toBe(201);
    const body = (await fromDatabase.json()) as { accessToken: string };
    const expected = (await fromMemory.json()) as { accessToken: string };
    expect({ ...body, accessToken: 'token' }).toEqual({ ...expected, accessToken: 'token' });
    expect(body.accessToken).toMatch(/^[\w-]{43}$/);

    const adminPages = async (token: string) => {
      const response = await database.api.request('/api/app-bar/search?q=utilisateurs', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return JSON.stringify(await response.json()).includes('apps-user-list');
    };
    expect(await adminPages(body.accessToken)).toBe(true);
    expect(await adminPages(expected.accessToken)).toBe(false);
    const logout = await database.api.request('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${body.accessToken}` },
    });
    expect(logout.status).toBe(204);
    expect(await adminPages(body.accessToken)).toBe(false);
  });
});

/** docs/server.md: random queries (any text, any sort, any page) find the same records in every store. */
describe.each(sqlStores)('the $name store and random list queries', (sqlStore) => {
  let memory: Opened;
  let database: Opened;
  openBoth(sqlStore, (opened) => ([memory, database] = opened));

  it('answers as the in-memory store', async () => {
    const paths = listPaths();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.record({
          q: fc.oneof(fc.string({ maxLength: 4, unit: 'binary' }), fc.constantFrom('a', 'É', '%_', 'ab', '1')),
          sortBy: fc.constantFrom('product', 'customer', 'date', 'status', 'name', 'progress', 'user', 'x'),
          orderBy: fc.constantFrom('asc', 'desc', 'DESC', ''),
          page: fc.oneof(fc.integer({ min: -1, max: 12 }).map(String), fc.string({ maxLength: 3 })),
          itemsPerPage: fc.oneof(fc.integer({ min: 0, max: 120 }).map(String), fc.constant('')),
          language: fc.constantFrom(...languages),
        }),
        async (path, { language, ...params }) => {
          const url = `${path}?${new URLSearchParams(params)}`;
          const expected = await answer(memory, url, {}, language);
          expect({ url, ...(await answer(database, url, {}, language)) }).toEqual({ url, ...expected });
        },
      ),
      { numRuns: 150 },
    );
  });
});
