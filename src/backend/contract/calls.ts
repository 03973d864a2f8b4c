/**
 * The calls the contract suite makes (docs/api.md): every list with each of its sort keys both ways, searches
 * (with LIKE's special characters), filters, paging edges, and the detail and write calls.
 */
interface ListCalls {
  path: string;
  sortKeys: string[];
  searches: string[];
  filters: Array<Record<string, string>>;
}

const today = new Date().toISOString().slice(0, 10);

/** The audit trail: empty until the writes of the contract suite, read again after them (`auditCalls`). */
const audit: ListCalls = {
  path: '/api/audit',
  sortKeys: ['at', 'user', 'action', 'subject'],
  searches: ['mbemba', 'status', '3', 'msg-', '%', 'a\u0000'],
  filters: [
    { userId: '1' },
    { userId: '2' },
    { userId: '01' },
    { userId: '99999999999' },
    { action: 'delete' },
    { action: 'update', subject: 'User' },
    { subject: 'Ecommerce' },
    { subject: '\u0000' },
    { from: today },
    { to: today },
    { from: today, to: today },
    { from: '2020-01-01', to: '2020-12-31' },
    { from: `${today}T00:00:00Z`, to: '2999-01-01T00:00:00.000+01:00' },
    { from: 'yesterday' },
    { to: '2025-13-40' },
  ],
};

const lists: ListCalls[] = [
  {
    path: '/api/apps/ecommerce/products',
    sortKeys: ['product', 'category', 'status', 'price', 'qty', 'sku'],
    searches: ['a', 'APPLE', 'chaise', 'office chair', 'كرسي', 'lombaire', '%', '_', 'zzz', 'a\u0000', '\u001f'],
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
    searches: ['great', 'e', 'livraison', 'delivery', 'التوصيل', 'destructeur', 'كرسي', 'Fellowes'],
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
  {
    path: '/api/contact/messages',
    sortKeys: [],
    searches: ['devis', 'MOBILE', '%', 'a\u0000'],
    filters: [{ status: 'new' }, { status: 'handled' }, { status: 'spam' }],
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
      { userId: '7' },
      { userId: '50', status: 'paid', sortBy: 'total' },
      { userId: '999' },
      { userId: 'abc' },
      { userId: '1\u0000' },
    ],
  },
  {
    path: '/api/apps/email',
    sortKeys: [],
    searches: ['devis', 'quote', 'عرض', 'ondo', 'malabofish', 'OKD-0012', 'é', '%', '_', 'a\u0000'],
    filters: [
      { folder: 'sent' },
      { folder: 'draft' },
      { folder: 'starred' },
      { folder: 'spam' },
      { folder: 'trash' },
      { folder: 'archive' },
      { label: 'company' },
      { label: 'important', folder: 'inbox' },
      { label: 'work' },
      { folder: 'inbox', q: 'semaine' },
    ],
  },
  {
    path: '/api/dashboard/analytics/projects',
    sortKeys: ['project', 'leader', 'progress'],
    searches: ['react', 'e', 'projet', 'tableau de bord', 'sales', 'مشروع', 'المبيعات', '%'],
    filters: [],
  },
  {
    path: '/api/dashboard/logistics/vehicles',
    sortKeys: ['vehicle', 'location', 'from', 'to', 'warning', 'progress'],
    searches: ['libre', 'YAOUNDÉ', 'ياوندي', 'ga-1', 'é', '%', '_', 'a\u0000'],
    filters: [
      { status: 'onTheWay' },
      { status: 'waiting', sortBy: 'location' },
      { status: 'nope' },
      { status: '\u0000' },
    ],
  },
  audit,
];

/** Every list's path. */
export const listPaths = () => lists.map((list) => list.path);

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const listCalls = (): string[] => lists.flatMap(callsOf);

/** The audit trail's list calls, for after the writes that fill it. */
export const auditCalls = (): string[] => [...callsOf(audit), '/api/audit/users'];

function callsOf(list: ListCalls): string[] {
  const calls: string[] = [];
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
  return calls;
}

export const detailCalls = [
  '/api/apps/ecommerce/customers/1',
  '/api/apps/ecommerce/customers/999999',
  '/api/apps/ecommerce/customers/abc',
  '/api/apps/ecommerce/products/1',
  '/api/apps/ecommerce/products/999',
  '/api/apps/ecommerce/products/x',
  '/api/apps/users/1',
  '/api/apps/users/12',
  '/api/apps/users/0',
  '/api/apps/users/1.5',
  '/api/apps/users/3/projects',
  '/api/apps/users/3/activity',
  '/api/apps/users/999/projects',
  '/api/apps/users/x/activity',
  '/api/apps/invoices/1',
  '/api/apps/invoices/17',
  '/api/apps/invoices/999',
  '/api/apps/invoices/abc',
  '/api/apps/email/17',
  '/api/apps/email/23',
  '/api/apps/email/999',
  '/api/apps/email/x',
  '/api/apps/academy/dashboard',
  '/api/apps/ecommerce/dashboard',
  '/api/apps/ecommerce/products/summary',
  '/api/apps/ecommerce/products/categories',
  '/api/apps/ecommerce/orders/summary',
  '/api/apps/ecommerce/reviews/summary',
  '/api/apps/ecommerce/referrals/summary',
  '/api/apps/academy/course-details',
  '/api/apps/academy/course-details?id=3',
  '/api/apps/academy/course-details?id=999',
  '/api/pages/charts',
  '/api/dashboard/crm',
  '/api/dashboard/analytics',
  '/api/dashboard/logistics',
  '/api/pages/datatable',
  '/api/pages/faq?q=livraison',
  '/api/pages/help-center',
  '/api/pages/help-center/article',
  '/api/pages/help-center?q=airtel',
  '/api/pages/help-center/article?slug=pay-with-mobile-money',
  '/api/pages/help-center/article?slug=no-such-article',
  '/api/pages/profile?tab=connections',
  '/api/pages/profile/header',
  '/api/app-bar/search?q=fact',
  '/api/nothing-here',
  '/api/audit/users',
];

export const languages = ['fr', 'en', 'ar'] as const;
