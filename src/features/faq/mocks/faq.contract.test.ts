import { get } from '@/mocks/test-client';
import { faqGroupListSchema, type FaqGroup } from '../api/types';

const url = '/api/pages/faq';

describe('GET /api/pages/faq', () => {
  it('answers every group without q', async () => {
    const { status, body } = await get<FaqGroup[]>(url);
    expect(status).toBe(200);
    expect(faqGroupListSchema.parse(body).map((g) => g.faqTitle)).toEqual([
      'Payment',
      'Delivery',
      'Cancellation & Return',
      'My Orders',
      'Product & Services',
    ]);
  });

  it('states the SPEC §9 business facts', async () => {
    const { body } = await get<FaqGroup[]>(url);
    const text = body.flatMap((g) => g.faqs.map((f) => f.answer)).join(' ');
    expect(text).toContain('$69');
    expect(text).toContain('$99');
    expect(text).toMatch(/parcel delivery is free/i);
    expect(text).toContain('48 hours');
    expect(text).toContain('72 hours before');
    expect(text).toContain('15 days');
  });

  it('filters questions case-insensitively and drops groups left empty', async () => {
    const { body } = await get<FaqGroup[]>(url, { q: 'CANCEL' });
    expect(body).toHaveLength(1);
    expect(body[0]!.faqTitle).toBe('Cancellation & Return');
    expect(body[0]!.faqs.map((f) => f.question)).toEqual(['Can I cancel my order?']);
  });

  it('keeps several groups when several match', async () => {
    const { body } = await get<FaqGroup[]>(url, { q: 'order' });
    expect(body.length).toBeGreaterThan(1);
    expect(body.every((g) => g.faqs.every((f) => f.question.toLowerCase().includes('order')))).toBe(true);
  });

  it.each(['zzz', '.*', '%', '<script>'])('answers an empty list for %s', async (q) => {
    const { status, body } = await get<FaqGroup[]>(url, { q });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});
