import { resetDb } from '@/mocks/db';
import { byNumber, byText, get, getIn, isSorted } from '@/mocks/test-client';
import {
  customerDetailSchema,
  customerListSchema,
  type Customer,
  type CustomerDetail,
  type CustomerList,
} from '@/features/ecommerce/api/types';

const url = '/api/apps/ecommerce/customers';
const all = { itemsPerPage: 100 };

beforeEach(() => resetDb());

describe('GET /api/apps/ecommerce/customers', () => {
  it('answers 10 of 100 customers, without the detail-only fields', async () => {
    const { status, body } = await get<CustomerList>(url);
    expect(status).toBe(200);
    expect(customerListSchema.parse(body).customers).toHaveLength(10);
    expect(body.total).toBe(100);
    expect(body.customers[0]).not.toHaveProperty('contact');
    expect(body.customers[0]).not.toHaveProperty('status');
  });

  it('gives every customer a unique customerId and a country with flag and code', async () => {
    const { body } = await get<CustomerList>(url, all);
    expect(new Set(body.customers.map((c) => c.customerId)).size).toBe(100);
    expect(new Set(body.customers.map((c) => c.country)).size).toBeGreaterThan(8);
    expect(body.customers.every((c) => /^[A-Z]{2}$/.test(c.countryCode) && c.countryFlag.length > 0)).toBe(true);
  });

  it.each([
    ['country', 'gabon', (c: Customer) => c.country === 'Gabon'],
    ['e-mail domain', 'YAHOO.FR', (c: Customer) => c.email.endsWith('@yahoo.fr')],
  ])('matches q against the %s', async (_label, q, expected) => {
    const { body: every } = await get<CustomerList>(url, all);
    const { body } = await get<CustomerList>(url, { q, ...all });
    expect(body.total).toBeGreaterThan(0);
    expect(body.customers.map((c) => c.id)).toEqual(every.customers.filter(expected).map((c) => c.id));
  });

  it.each([
    ['fr', 'Cameroun', 'Sénégal'],
    ['en', 'Cameroon', 'Senegal'],
    ['ar', 'الكاميرون', 'السنغال'],
  ])(
    'names countries in the language asked for (%s), same shape, and q matches that name',
    async (lng, cameroon, senegal) => {
      const { body } = await getIn<CustomerList>(lng, url, all);
      customerListSchema.parse(body);
      const names = new Map(body.customers.map((c) => [c.countryCode, c.country]));
      expect(names.get('CM')).toBe(cameroon);
      expect(names.get('SN')).toBe(senegal);
      const found = await getIn<CustomerList>(lng, url, { q: cameroon, ...all });
      expect(found.body.total).toBe(body.customers.filter((c) => c.countryCode === 'CM').length);
      expect(found.body.customers.every((c) => c.countryCode === 'CM' && c.country === cameroon)).toBe(true);
      const detail = await getIn<CustomerDetail>(lng, `${url}/${found.body.customers[0]!.customerId}`);
      expect(customerDetailSchema.parse(detail.body).country).toBe(cameroon);
    },
  );

  it('answers French when no language is asked for', async () => {
    const { body } = await get<CustomerList>(url, { q: 'Cameroun', ...all });
    expect(body.total).toBeGreaterThan(0);
  });

  it('matches q against the name', async () => {
    const { body: every } = await get<CustomerList>(url, all);
    const name = every.customers[42]!.customer;
    const { body } = await get<CustomerList>(url, { q: name.toLowerCase(), ...all });
    expect(body.customers.map((c) => c.customer)).toContain(name);
    expect(body.customers.every((c) => c.customer.toLowerCase().includes(name.toLowerCase()))).toBe(true);
  });

  const sorts: Array<[string, (c: Customer) => number | string, (a: never, b: never) => number]> = [
    ['customer', (c) => c.customer, byText as never],
    ['country', (c) => c.country, byText as never],
    ['customerId', (c) => c.customerId, byNumber as never],
    ['orders', (c) => c.order, byNumber as never],
    ['totalSpent', (c) => c.totalSpent, byNumber as never],
  ];
  describe.each(sorts)('sortBy=%s', (sortBy, pick, compare) => {
    it.each(['asc', 'desc'] as const)('orders %s', async (orderBy) => {
      const { body } = await get<CustomerList>(url, { sortBy, orderBy, ...all });
      expect(body.customers).toHaveLength(100);
      expect(isSorted(body.customers.map(pick) as never[], compare, orderBy)).toBe(true);
    });
  });

  it('falls back to 10 per page for a negative size and keeps the total', async () => {
    const { body } = await get<CustomerList>(url, { itemsPerPage: -20, page: 2 });
    expect(body.customers.map((c) => c.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(body.total).toBe(100);
  });
});

describe('GET /api/apps/ecommerce/customers/:customerId', () => {
  it('answers the customer whose customerId matches, plus status Active and a contact', async () => {
    const { body: list } = await get<CustomerList>(url, { itemsPerPage: 5 });
    const wanted = list.customers[3]!;
    const { status, body } = await get<CustomerDetail>(`${url}/${wanted.customerId}`);
    expect(status).toBe(200);
    expect(customerDetailSchema.parse(body)).toMatchObject({ ...wanted, status: 'Active' });
    expect(body.contact).toMatch(/^\+\d+ [\d ]+$/);
  });

  it('does not match on the row id', async () => {
    expect((await get(`${url}/4`)).status).toBe(404);
  });

  it.each(['123', 'abc', '%20'])('answers 404 for an unknown customerId (%s)', async (id) => {
    const { status, body } = await get<{ message: string }>(`${url}/${id}`);
    expect(status).toBe(404);
    expect(body.message).toBe('Client introuvable');
  });
});
