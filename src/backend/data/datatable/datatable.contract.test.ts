import { get, getIn } from '@/mocks/test-client';
import { salesDetailListSchema, type SalesDetail } from '@/features/datatable/api/types';

describe('GET /api/pages/datatable', () => {
  it('answers the full sales list, every row well-formed', async () => {
    const { status, body } = await get<SalesDetail[]>('/api/pages/datatable', { page: 2, itemsPerPage: 5 });
    expect(status).toBe(200);
    expect(salesDetailListSchema.parse(body)).toHaveLength(60);
  });

  it('keeps the spec payment pairs: Completed/Fully Paid, Confirmed/Partially Paid or Unpaid, Cancelled/Unpaid with 0 paid', async () => {
    const { body } = await get<SalesDetail[]>('/api/pages/datatable');
    const pairs = new Set(body.map((r) => `${r.payment.status}/${r.payment.receivedPaymentStatus}`));
    expect(pairs).toEqual(
      new Set(['Completed/Fully Paid', 'Confirmed/Partially Paid', 'Confirmed/Unpaid', 'Cancelled/Unpaid']),
    );
    for (const { payment } of body) {
      if (payment.receivedPaymentStatus === 'Fully Paid') expect(payment.paidAmount).toBe(payment.total);
      if (payment.receivedPaymentStatus === 'Unpaid') expect(payment.paidAmount).toBe(0);
      if (payment.receivedPaymentStatus === 'Partially Paid') {
        expect(payment.paidAmount).toBeGreaterThan(0);
        expect(payment.paidAmount).toBeLessThan(payment.total);
      }
    }
  });

  it('rates products 1 to 5 and dates rows as day, short month, year', async () => {
    const { body } = await get<SalesDetail[]>('/api/pages/datatable');
    expect(new Set(body.map((r) => r.product.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(body[0]!.date).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d$/);
  });

  it('names the products and describes them in the reader’s language, brands as they are', async () => {
    const [fr, en, ar] = await Promise.all(
      ['fr', 'en', 'ar'].map(async (l) => (await getIn<SalesDetail[]>(l, '/api/pages/datatable')).body),
    );
    const i = en!.findIndex((r) => r.product.name === 'Ceramic Table Lamp');
    expect(en![i]!.product).toMatchObject({ brand: 'IKEA', description: 'hand-glazed base, linen shade' });
    expect(fr![i]!.product).toMatchObject({
      name: 'Lampe de table en céramique',
      brand: 'IKEA',
      description: 'pied émaillé à la main, abat-jour en lin',
    });
    expect(ar![i]!.product).toMatchObject({ name: 'مصباح طاولة خزفي', brand: 'IKEA' });
  });
});
