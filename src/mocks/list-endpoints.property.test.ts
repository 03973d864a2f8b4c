import fc from 'fast-check';
import { z } from 'zod';
import { courseListSchema } from '@/features/academy/api/types';
import { analyticsProjectListSchema } from '@/features/analytics/api/types';
import { vehicleListSchema } from '@/features/logistics/api/types';
import {
  customerListSchema,
  orderListSchema,
  productListSchema,
  referralListSchema,
  reviewListSchema,
} from '@/features/ecommerce/api/types';
import { faqGroupListSchema } from '@/features/faq/api/types';
import { permissionListSchema } from '@/features/permissions/api/types';
import { userListSchema } from '@/features/users/api/types';
import { resetDb } from './db';
import { tokenFor } from '@/backend/auth/accounts';
import { apiOrigin } from './test-client';

const adminHeaders = { Authorization: `Bearer ${tokenFor(1)}` };

/** Each list endpoint, its answer schema, and how to read the page of items and the total. */
const endpoints: Array<{
  path: string;
  schema: z.ZodType;
  items: (b: never) => unknown[];
  total?: (b: never) => number;
}> = [
  {
    path: '/api/apps/ecommerce/products',
    schema: productListSchema,
    items: (b: { products: [] }) => b.products,
    total: (b: { total: number }) => b.total,
  },
  {
    path: '/api/apps/ecommerce/orders',
    schema: orderListSchema,
    items: (b: { orders: [] }) => b.orders,
    total: (b: { total: number }) => b.total,
  },
  {
    path: '/api/apps/ecommerce/customers',
    schema: customerListSchema,
    items: (b: { customers: [] }) => b.customers,
    total: (b: { total: number }) => b.total,
  },
  {
    path: '/api/apps/ecommerce/reviews',
    schema: reviewListSchema,
    items: (b: { reviews: [] }) => b.reviews,
    total: (b: { total: number }) => b.total,
  },
  {
    path: '/api/apps/ecommerce/referrals',
    schema: referralListSchema,
    items: (b: { referrals: [] }) => b.referrals,
    total: (b: { total: number }) => b.total,
  },
  {
    path: '/api/apps/permissions',
    schema: permissionListSchema,
    items: (b: { permissions: [] }) => b.permissions,
    total: (b: { totalPermissions: number }) => b.totalPermissions,
  },
  {
    path: '/api/apps/users',
    schema: userListSchema,
    items: (b: { users: [] }) => b.users,
    total: (b: { totalUsers: number }) => b.totalUsers,
  },
  {
    path: '/api/apps/academy/courses',
    schema: courseListSchema,
    items: (b: { courses: [] }) => b.courses,
    total: (b: { total: number }) => b.total,
  },
  {
    path: '/api/dashboard/analytics/projects',
    schema: analyticsProjectListSchema,
    items: (b: { projects: [] }) => b.projects,
    total: (b: { totalProjects: number }) => b.totalProjects,
  },
  {
    path: '/api/dashboard/logistics/vehicles',
    schema: vehicleListSchema,
    items: (b: { vehicles: [] }) => b.vehicles,
    total: (b: { totalVehicles: number }) => b.totalVehicles,
  },
  { path: '/api/pages/faq', schema: faqGroupListSchema, items: (b: []) => b },
  {
    path: '/api/app-bar/search',
    schema: z.array(
      z.object({ title: z.string(), category: z.string(), children: z.array(z.object({ title: z.string() })).max(5) }),
    ),
    items: (b: []) => b,
  },
];

const knownKeys = [
  'q',
  'page',
  'itemsPerPage',
  'sortBy',
  'orderBy',
  'status',
  'category',
  'stock',
  'role',
  'plan',
  'label',
  'hideCompleted',
];
const sortKeys = [
  'product',
  'price',
  'qty',
  'sku',
  'order',
  'customers',
  'date',
  'spent',
  'customerId',
  'orders',
  'totalSpent',
  'reviewer',
  'users',
  'referred-id',
  'earning',
  'value',
  'name',
  'user',
  'email',
  'billing',
  'courseName',
  'progress',
  'project',
  'leader',
  'vehicle',
  'location',
  'warning',
  '__proto__',
  'constructor',
];

const value = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    ...sortKeys,
    'asc',
    'desc',
    'true',
    'false',
    'All',
    'Published',
    'admin',
    'Web',
    'onTheWay',
    '%',
    '%%',
    '\\',
    '(',
    '[',
    '*',
    '.*',
    '<b>',
    '',
    ' ',
    '\u0000',
    '😀',
  ),
);
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...knownKeys), fc.string({ maxLength: 8 })), value), {
  maxLength: 8,
});

/** The page size the API must use: a whole number of at least 1 (at most 100), else 10. */
function expectedPageSize(params: URLSearchParams): number {
  const raw = params.get('itemsPerPage')?.trim() ?? '';
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= 1 && n <= Number.MAX_SAFE_INTEGER ? Math.min(n, 100) : 10;
}

beforeAll(() => resetDb());

describe.each(endpoints)('$path under random query strings', ({ path, schema, items, total }) => {
  it('always answers 200 with a well-formed body, a page no bigger than asked and a total that covers it', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (pairs) => {
        const params = new URLSearchParams(pairs);
        const res = await fetch(`${apiOrigin}${path}?${params.toString()}`, { headers: adminHeaders });
        expect(res.status).toBe(200);
        const body = schema.parse(await res.json()) as never;
        if (total) {
          expect(items(body).length).toBeLessThanOrEqual(expectedPageSize(params));
          expect(total(body)).toBeGreaterThanOrEqual(items(body).length);
        }
      }),
      { numRuns: 60 },
    );
  });
});
