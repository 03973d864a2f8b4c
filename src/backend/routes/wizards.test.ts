import { sampleBodies } from '@/features/wizards/api/sample-bodies';
import type { CheckoutRecord, DealRecord, PropertyRecord } from '@/features/wizards/api/types';
import { db, resetDb } from '@/mocks/db';
import { call } from '@/mocks/test-client';

const post = <T>(path: string, body: unknown, caller?: 'admin' | 'client' | 'visitor') =>
  call<T>('POST', `/api/wizards/${path}`, {}, body, 'fr', caller);

beforeEach(() => resetDb());

describe('POST /api/wizards/checkout', () => {
  it('saves the order at the catalogue prices, numbered, without the card number', async () => {
    const { status, body, text } = await post<CheckoutRecord>('checkout', sampleBodies.checkout);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 1,
      number: 'CMD-0001',
      lines: [
        { productId: 2, productName: 'Galaxy S24 Ultra', qty: 1, unitPrice: 1299, total: 1299 },
        { productId: 3, qty: 2, unitPrice: 1099, total: 2198 },
      ],
      subtotal: 3497,
      shipping: 15,
      total: 3512,
      currency: 'USD',
      address: { fullName: 'Awa Ndong', city: 'Libreville', country: 'GA' },
      payment: { method: 'card', cardLast4: '4242', mobilePhone: null },
    });
    expect(text).not.toContain('4242 4242');
    expect(text).not.toContain('"cvc"');
    expect((await post<CheckoutRecord>('checkout', sampleBodies.checkout)).body.number).toBe('CMD-0002');
  });

  it('answers 400 with field errors, naming only the chosen payment method’s fields', async () => {
    const { status, body } = await post('checkout', {
      ...sampleBodies.checkout,
      items: [],
      cardNumber: '4242 4242 4242 4241',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ errors: { items: ['validation.emptyCart'], cardNumber: ['validation.card'] } });
    const card = await post('checkout', {
      ...sampleBodies.checkout,
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
    });
    expect(card.body).toEqual({ errors: { cardNumber: ['validation.card'], expiry: ['validation.expiry'] } });
    const mobile = await post('checkout', {
      ...sampleBodies.checkout,
      method: 'mobileMoney',
      cardNumber: '',
      mobilePhone: 'x',
    });
    expect(mobile.body).toEqual({ errors: { mobilePhone: ['validation.phone'] } });
  });

  it('refuses a product that is gone or short of stock', async () => {
    db.products = db.products.filter((p) => p.id !== 3);
    expect((await post('checkout', sampleBodies.checkout)).body).toEqual({
      errors: { items: ['validation.productGone'] },
    });
    const few = { ...sampleBodies.checkout, items: [{ productId: 1, qty: 10 }] };
    db.products.find((p) => p.id === 1)!.qty = 2;
    expect((await post('checkout', few)).body).toEqual({ errors: { items: ['validation.stock'] } });
  });
});

describe('POST /api/wizards/deals and /properties', () => {
  it('saves a deal with its numbers', async () => {
    const { status, body } = await post<DealRecord>('deals', sampleBodies.deals);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 1,
      number: 'DEAL-0001',
      discount: 15,
      maxUses: 500,
      minCart: 25000,
      currency: 'XAF',
    });
    expect(body).not.toHaveProperty('confirmed');
  });

  it('checks the deal across fields', async () => {
    const bad = { ...sampleBodies.deals, discount: '95', code: 'bad code', endDate: '2025-01-01' };
    const { status, body } = await post('deals', bad);
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: { code: ['validation.code'], discount: ['validation.tooBig'], endDate: ['validation.endBeforeStart'] },
    });
    const dates = await post('deals', { ...sampleBodies.deals, endDate: '2025-01-01' });
    expect(dates.body).toEqual({ errors: { endDate: ['validation.endBeforeStart'] } });
    const free = await post<DealRecord>('deals', { ...sampleBodies.deals, dealType: 'freeShipping', discount: '' });
    expect(free.body.discount).toBeNull();
  });

  it('saves a property listing, and names bad fields', async () => {
    const { status, body } = await post<PropertyRecord>('properties', sampleBodies.properties);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      number: 'PROP-0001',
      area: 120,
      bedrooms: 3,
      price: 650000,
      amenities: ['parking', 'security'],
    });
    const bad = await post('properties', { ...sampleBodies.properties, email: 'nope', area: '5', amenities: ['moat'] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: { email: ['validation.email'], area: ['validation.tooSmall'], amenities: ['validation.required'] },
    });
    const unticked = await post('deals', { ...sampleBodies.deals, confirmed: false });
    expect(unticked.body).toEqual({ errors: { confirmed: ['validation.confirm'] } });
  });

  it('is for administrators only', async () => {
    expect((await post('deals', sampleBodies.deals, 'visitor')).status).toBe(401);
    expect((await post('deals', sampleBodies.deals, 'client')).status).toBe(403);
  });
});
