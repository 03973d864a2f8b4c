import { invoiceListSchema, invoiceSchema, type Invoice, type InvoiceList } from '@/features/invoices/api/types';
import { createCollections, resetDb } from '@/mocks/db';
import { call, get } from '@/mocks/test-client';

const url = '/api/apps/invoices';
const customerId = createCollections().customers[2]!.customerId;
const input = {
  customerId,
  issuedDate: '2025-12-01',
  dueDate: '2025-12-31',
  items: [
    { item: 'Site vitrine', description: 'Cinq pages', quantity: 1, price: 500_000 },
    { item: 'Formation Excel', description: '', quantity: 4, price: 40_000 },
  ],
  discount: 60_000,
  taxRate: 18,
  notes: 'Merci',
};

beforeEach(() => resetDb());

describe('GET /api/apps/invoices', () => {
  it('answers 150 sample invoices, newest first, with the statistics of all of them', async () => {
    const { status, body } = await get<InvoiceList>(url, { itemsPerPage: 100 });
    expect(status).toBe(200);
    const list = invoiceListSchema.parse(body);
    expect(list.total).toBe(150);
    const all = [...list.invoices, ...(await get<InvoiceList>(url, { itemsPerPage: 100, page: 2 })).body.invoices];
    expect(all.map((i) => i.id)).toEqual(Array.from({ length: 150 }, (_, i) => 150 - i));
    expect(new Set(all.map((i) => i.status))).toEqual(
      new Set(['paid', 'draft', 'sent', 'partial', 'pastDue', 'downloaded']),
    );
    expect(list.stats.invoices).toBe(150);
    expect(list.stats.paid).toBe(all.reduce((sum, i) => sum + i.paid, 0));
    expect(list.stats.unpaid).toBe(all.reduce((sum, i) => sum + i.balance, 0));
    for (const i of all) expect(i.balance).toBe(i.total - i.paid);
  });

  it('searches client or number, filters status and issued days, and sorts', async () => {
    expect((await get<InvoiceList>(url, { q: 'okd-0012' })).body.invoices.map((i) => i.id)).toEqual([12]);
    const paid = (await get<InvoiceList>(url, { status: 'paid', itemsPerPage: 100 })).body.invoices;
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((i) => i.status === 'paid' && i.balance === 0)).toBe(true);
    const spring = (await get<InvoiceList>(url, { from: '2025-03-01', to: '2025-03-31', itemsPerPage: 100 })).body;
    expect(spring.invoices.every((i) => i.issuedDate >= '2025-03-01' && i.issuedDate <= '2025-03-31')).toBe(true);
    expect(spring.total).toBeGreaterThan(2);
    expect((await get<InvoiceList>(url, { from: 'march' })).body.total).toBe(0);
    const totals = (await get<InvoiceList>(url, { sortBy: 'total', orderBy: 'desc', itemsPerPage: 100 })).body;
    expect(totals.invoices.map((i) => i.total)).toEqual([...totals.invoices.map((i) => i.total)].sort((a, b) => b - a));
  });

  it('filters by the issuing user: three for each sample user, none for anything but a user id', async () => {
    const mine = (await get<InvoiceList>(url, { userId: '7' })).body;
    expect(mine.total).toBe(3);
    expect(mine.invoices.map((i) => [i.id, i.userId])).toEqual([
      [107, 7],
      [57, 7],
      [7, 7],
    ]);
    for (const userId of ['50', '1']) expect((await get<InvoiceList>(url, { userId })).body.total).toBe(3);
    for (const userId of ['51', 'abc', '7.0', '-7'])
      expect((await get<InvoiceList>(url, { userId })).body.total).toBe(0);
    const issued = (await get<InvoiceList>(url, { userId: '7', status: mine.invoices[0]!.status })).body.invoices;
    expect(issued.every((i) => i.userId === 7)).toBe(true);
  });

  it('answers sample texts in the reader’s language', async () => {
    const fr = (await call<Invoice>('GET', `${url}/1`, {}, undefined, 'fr')).body;
    const ar = (await call<Invoice>('GET', `${url}/1`, {}, undefined, 'ar')).body;
    expect(ar.items.map((l) => l.quantity)).toEqual(fr.items.map((l) => l.quantity));
    expect(ar.items[0]!.item).not.toBe(fr.items[0]!.item);
  });
});

describe('invoice writes', () => {
  it('creates a draft with its totals, then shows it in the list and the detail', async () => {
    const { status, body } = await call<Invoice>('POST', url, {}, input);
    expect(status).toBe(201);
    const created = invoiceSchema.parse(body);
    expect(created).toMatchObject({ id: 151, number: 'OKD-0151', status: 'draft', subtotal: 660_000, userId: null });
    expect(created.tax).toBe(108_000);
    expect(created.total).toBe(708_000);
    expect(created.balance).toBe(708_000);
    expect((await get<InvoiceList>(url)).body.invoices[0]!.id).toBe(151);
    expect((await get<Invoice>(`${url}/151`)).body.client.customerId).toBe(customerId);
  });

  it('takes payments: partly paid, then paid; never more than the balance', async () => {
    await call('POST', url, {}, input);
    const pay = (amount: number) =>
      call<Invoice>('POST', `${url}/151/payments`, {}, { amount, date: '2025-12-05', method: 'mobileMoney' });
    expect((await pay(208_000)).body).toMatchObject({ status: 'partial', paid: 208_000, balance: 500_000 });
    expect(await pay(600_000)).toMatchObject({ status: 400, body: { errors: { amount: ['validation.overBalance'] } } });
    expect((await pay(500_000)).body).toMatchObject({ status: 'paid', balance: 0 });
    expect((await get<InvoiceList>(url, { status: 'paid', q: 'OKD-0151' })).body.total).toBe(1);
  });

  it('updates an invoice, keeping its number and payments', async () => {
    const before = (await get<Invoice>(`${url}/1`)).body;
    const { status, body } = await call<Invoice>('PUT', `${url}/1`, {}, { ...input, notes: 'Revu' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: before.number, payments: before.payments, notes: 'Revu' });
  });

  it('answers field errors with the form’s messages, and 404 for an unknown invoice', async () => {
    const bad = await call('POST', url, {}, { ...input, items: [], dueDate: '2025-11-01', customerId: 1 });
    expect(bad).toMatchObject({ status: 400, body: { errors: { items: ['validation.noLine'] } } });
    const late = await call('POST', url, {}, { ...input, dueDate: '2025-11-01' });
    expect(late).toMatchObject({ status: 400, body: { errors: { dueDate: ['validation.dueBeforeIssued'] } } });
    const nobody = await call('POST', url, {}, { ...input, customerId: 1 });
    expect(nobody).toMatchObject({ status: 400, body: { errors: { customerId: ['validation.client'] } } });
    expect(await call('POST', url, {}, [1])).toMatchObject({
      status: 400,
      body: { errors: { body: expect.any(Array) } },
    });
    expect(await get(`${url}/999`)).toMatchObject({ status: 404, body: { message: 'Facture introuvable' } });
    expect((await call('PUT', `${url}/999`, {}, input)).status).toBe(404);
    expect(
      (await call('POST', `${url}/abc/payments`, {}, { amount: 1, date: '2025-12-01', method: 'cash' })).status,
    ).toBe(404);
  });

  it('sends an invoice: a draft becomes sent, a paid one stays paid, and nothing is mailed without a mail server', async () => {
    await call('POST', url, {}, input);
    const message = { to: 'compta@client.ga', subject: 'Facture OKD-0151', message: 'Veuillez trouver la facture.' };
    const sent = await call<{ invoice: Invoice; mailed: boolean }>('POST', `${url}/151/send`, {}, message);
    expect(sent).toMatchObject({ status: 200, body: { invoice: { id: 151, status: 'sent' }, mailed: false } });
    expect((await get<Invoice>(`${url}/151`)).body.status).toBe('sent');
    const paid = (await get<InvoiceList>(url, { status: 'paid' })).body.invoices[0]!;
    const again = await call<{ invoice: Invoice }>('POST', `${url}/${paid.id}/send`, {}, message);
    expect(again.body.invoice.status).toBe('paid');
  });

  it('refuses a send without a valid address, subject and message, and for an unknown invoice', async () => {
    const bad = await call('POST', `${url}/1/send`, {}, { to: 'compta@', subject: ' ', message: '' });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        errors: { to: ['validation.email'], subject: ['validation.required'], message: ['validation.required'] },
      },
    });
    const unknown = await call('POST', `${url}/999/send`, {}, { to: 'a@b.ga', subject: 'S', message: 'M' });
    expect(unknown.status).toBe(404);
  });

  it('deletes an invoice once', async () => {
    expect((await call('DELETE', `${url}/5`)).status).toBe(204);
    expect((await call('DELETE', `${url}/5`)).status).toBe(404);
    expect((await get<InvoiceList>(url)).body.total).toBe(149);
  });
});

describe('access', () => {
  it.each([
    ['GET', url],
    ['GET', `${url}/1`],
    ['POST', url],
    ['PUT', `${url}/1`],
    ['POST', `${url}/1/payments`],
    ['POST', `${url}/1/send`],
    ['DELETE', `${url}/1`],
  ])('%s %s answers 401 signed out and 403 to the client', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : input;
    expect((await call(method, path, {}, body, 'en', 'visitor')).status).toBe(401);
    expect((await call(method, path, {}, body, 'en', 'client')).status).toBe(403);
  });
});
