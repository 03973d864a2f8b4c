import { byNumber, byText, get, isSorted, money } from '@/mocks/test-client';
import { referralListSchema, referralStatuses, type Referral, type ReferralList } from '@/features/ecommerce/api/types';

const url = '/api/apps/ecommerce/referrals';
const all = { itemsPerPage: 100 };

describe('GET /api/apps/ecommerce/referrals', () => {
  it('answers 10 of 45 referrals, with amounts as currency strings', async () => {
    const { status, body } = await get<ReferralList>(url);
    expect(status).toBe(200);
    expect(referralListSchema.parse(body).referrals).toHaveLength(10);
    expect(body.total).toBe(45);
    const { body: every } = await get<ReferralList>(url, all);
    expect(new Set(every.referrals.map((r) => r.status))).toEqual(new Set(referralStatuses));
    expect(every.referrals.every((r) => money(r.earning) < money(r.value))).toBe(true);
  });

  const sorts: Array<[string, (r: Referral) => number | string, (a: never, b: never) => number]> = [
    ['users', (r) => r.user, byText as never],
    ['referred-id', (r) => r.referredId, byNumber as never],
    ['earning', (r) => money(r.earning), byNumber as never],
    ['value', (r) => money(r.value), byNumber as never],
    ['status', (r) => r.status, byText as never],
  ];
  describe.each(sorts)('sortBy=%s', (sortBy, pick, compare) => {
    it.each(['asc', 'desc'] as const)('orders %s', async (orderBy) => {
      const { body } = await get<ReferralList>(url, { sortBy, orderBy, ...all });
      expect(body.referrals).toHaveLength(45);
      expect(isSorted(body.referrals.map(pick) as never[], compare, orderBy)).toBe(true);
    });
  });

  it('last page holds the remainder; past the end is empty', async () => {
    expect((await get<ReferralList>(url, { page: 5 })).body.referrals).toHaveLength(5);
    expect((await get<ReferralList>(url, { page: 6 })).body).toEqual({ referrals: [], total: 45 });
  });

  it('ignores q (referrals have no search)', async () => {
    expect((await get<ReferralList>(url, { q: 'zzz' })).body.total).toBe(45);
  });
});
