/**
 * The calls the contract suite makes (docs/api.md): every list with each of its sort keys both ways, searches
 * (with LIKE's special characters), filters, paging edges, and the detail and write calls.
 */
const lists: Array<{ path: string; sortKeys: string[]; searches: string[]; filters: Array<Record<string, string>> }> = [
  {
    path: '/api/apps/ecommerce/products',
    sortKeys: ['product', 'category', 'status', 'price', 'qty', 'sku'],
    searches: ['a', 'APPLE', '%', '_', 'zzz', 'a\u0000', '\u001f'],
    filters: [{ category: 'Shoes' }, { status: 'Scheduled' }, { stock: 'true' }, { stock: 'maybe' }, { category: 'x' }],
  },
  {
    path: '/api/apps/ecommerce/orders',
    sortKeys: ['order', 'customers', 'date', 'status', 'spent'],
    searches: ['gmail', '54', 'É', '\\'],
    filters: [],
  },
  {
    path: '/api/apps/ecommerce/customers',
    sortKeys: ['customer', 'country', 'customerId', 'orders', 'totalSpent'],
    searches: ['cameroun', 'الكاميرون', 'gabon', 'a'],
    filters: [],
  },
  {
    path: '/api/apps/ecommerce/reviews',
    sortKeys: ['product', 'reviewer', 'date', 'status'],
    searches: ['great', 'e'],
    filters: [{ status: 'Published' }, { status: 'All' }, { status: 'Pending' }],
  },
  {
    path: '/api/apps/ecommerce/referrals',
    sortKeys: ['users', 'referred-id', 'earning', 'value', 'status'],
    searches: ['ignored'],
    filters: [],
  },
  {
    path: '/api/apps/users',
    sortKeys: ['user', 'email', 'role', 'plan', 'status', 'billing'],
    searches: ['a', '.com'],
    filters: [{ role: 'admin' }, { plan: 'team', status: 'active' }, { status: 'nope' }, { role: '\u0000' }],
  },
  { path: '/api/apps/permissions', sortKeys: ['name'], searches: ['supp', 'istrator', 'manage', '2025'], filters: [] },
  {
    path: '/api/apps/academy/courses',
    sortKeys: ['courseName', 'progress'],
    searches: ['design', 'conception', 'a'],
    filters: [
      { label: 'Web' },
      { hideCompleted: 'true' },
      { label: 'All Courses', hideCompleted: '1' },
      { label: 'W\u0000' },
    ],
  },
  {
    path: '/api/apps/invoices',
    sortKeys: ['number', 'client', 'total', 'balance', 'issuedDate', 'dueDate', 'status'],
    searches: ['okd-001', 'A', 'é', '%', '_', '\u0000'],
    filters: [
      { status: 'paid' },
      { status: 'pastDue', sortBy: 'client' },
      { status: 'nope' },
      { from: '2025-03-01', to: '2025-06-30' },
      { from: '2025-13-99' },
      { to: '2025-02-01' },
      { from: 'x\u0000' },
    ],
  },
  {
    path: '/api/dashboard/analytics/projects',
    sortKeys: ['project', 'leader', 'progress'],
    searches: ['react', 'e'],
    filters: [],
  },
];

/** Every list's path. */
export const listPaths = () => lists.map((list) => list.path);

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function listCalls(): string[] {
  const calls: string[] = [];
  for (const list of lists) {
    calls.push(list.path);
    for (const sortBy of list.sortKeys) {
      for (const orderBy of ['asc', 'desc'])
        calls.push(`${list.path}?${query({ sortBy, orderBy, itemsPerPage: '100' })}`);
      calls.push(`${list.path}?${query({ sortBy, orderBy: 'DESC', page: '2', itemsPerPage: '7' })}`);
    }
    for (const q of list.searches) calls.push(`${list.path}?${query({ q, itemsPerPage: '100' })}`);
    for (const f of list.filters) calls.push(`${list.path}?${query({ ...f, itemsPerPage: '100' })}`);
    const pagings: Array<Record<string, string>> = [
      { page: '0', itemsPerPage: '-1' },
      { page: '999' },
      { itemsPerPage: '5000' },
      { page: '1e3', itemsPerPage: '1.5' },
      { sortBy: 'unknown', orderBy: 'sideways' },
    ];
    for (const paging of pagings) {
      calls.push(`${list.path}?${query(paging)}`);
    }
  }
  return calls;
}

export const detailCalls = [
  '/api/apps/ecommerce/customers/1',
  '/api/apps/ecommerce/customers/999999',
  '/api/apps/ecommerce/customers/abc',
  '/api/apps/users/1',
  '/api/apps/users/12',
  '/api/apps/users/0',
  '/api/apps/users/1.5',
  '/api/apps/invoices/1',
  '/api/apps/invoices/17',
  '/api/apps/invoices/999',
  '/api/apps/invoices/abc',
  '/api/apps/academy/course-details',
  '/api/apps/academy/course-details?id=3',
  '/api/apps/academy/course-details?id=999',
  '/api/pages/datatable',
  '/api/pages/faq?q=livraison',
  '/api/pages/help-center',
  '/api/pages/help-center/article',
  '/api/pages/profile?tab=connections',
  '/api/pages/profile/header',
  '/api/app-bar/search?q=fact',
  '/api/nothing-here',
];

export const languages = ['fr', 'en', 'ar'] as const;
