import { seedCourses } from '@/backend/data/academy/seed';
import { seedAnalyticsProjects } from '@/backend/data/analytics/seed';
import { seedSalesDetails } from '@/backend/data/datatable/seed';
import { seedCustomers, seedOrders, seedProducts, seedReferrals, seedReviews } from '@/backend/data/ecommerce/seed';
import { seedVehicles } from '@/backend/data/logistics/seed';
import { seedPermissions } from '@/backend/data/permissions/seed';
import { seedUsers } from '@/backend/data/users/seed';

const seeds = {
  products: [seedProducts, 50],
  reviews: [seedReviews, 100],
  referrals: [seedReferrals, 45],
  orders: [seedOrders, 100],
  customers: [seedCustomers, 100],
  permissions: [seedPermissions, 9],
  users: [seedUsers, 50],
  courses: [seedCourses, 25],
  analyticsProjects: [seedAnalyticsProjects, 20],
  salesDetails: [seedSalesDetails, 60],
  vehicles: [seedVehicles, 42],
} as const;

describe.each(Object.entries(seeds))('%s seed', (_name, [seed, count]) => {
  it(`holds exactly ${count} records with unique ids`, () => {
    const records = seed() as Array<{ id: number }>;
    expect(records).toHaveLength(count);
    expect(new Set(records.map((r) => r.id)).size).toBe(count);
  });

  it('is the same on every load', () => {
    expect(seed()).toEqual(seed());
  });

  it('hot-links no image: pictures are null or local paths', () => {
    const json = JSON.stringify(seed());
    expect(json).not.toMatch(/https?:\/\//);
  });
});

it('does not depend on the time zone or the clock', () => {
  vi.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z') });
  const tz = process.env.TZ;
  process.env.TZ = 'Pacific/Kiritimati';
  try {
    expect(seedOrders()[0]!.date).toBe('9/26/2024');
    expect(seedOrders()[0]!.time).toBe('9:32 PM');
  } finally {
    process.env.TZ = tz;
    vi.useRealTimers();
  }
});
