import { listPaths } from '@/backend/contract/calls';
import { getIn } from './test-client';

/**
 * The API's answers in fr, en and ar side by side (docs/api.md, "Language"): every text that reads the same in the
 * three languages must be a proper name, a spec value the screens translate, or typed text.
 */

/** Text, not a code: two words or more with lower-case letters (names, e-mails and codes have none). */
const looksLikeText = (s: string) => /\p{Ll}{2,}\s+\p{L}*\p{Ll}/u.test(s) && !/@|^https?:|^\/|^data:/.test(s);

/** Where the three answers hold the same text: field path (array indices as []) → a sample value. */
function sameInAll(fr: unknown, en: unknown, ar: unknown, path: string, found: Map<string, [number, string]>) {
  if (typeof fr === 'string') {
    if (fr === en && fr === ar && looksLikeText(fr)) {
      const [n = 0] = found.get(path) ?? [];
      found.set(path, [n + 1, fr]);
    }
    return;
  }
  if (Array.isArray(fr) && Array.isArray(en) && Array.isArray(ar)) {
    fr.forEach((v, i) => sameInAll(v, en[i], ar[i], `${path}[]`, found));
    return;
  }
  if (fr && typeof fr === 'object' && en && typeof en === 'object' && ar && typeof ar === 'object') {
    for (const [k, v] of Object.entries(fr)) {
      sameInAll(v, (en as Record<string, unknown>)[k], (ar as Record<string, unknown>)[k], `${path}.${k}`, found);
    }
  }
}

const details = [
  '/api/apps/ecommerce/products/26',
  '/api/apps/ecommerce/customers/CUSTOMER',
  '/api/apps/users/1',
  '/api/apps/users/3/projects',
  '/api/apps/users/3/activity',
  '/api/apps/invoices/1',
  '/api/apps/email/17',
  '/api/apps/academy/dashboard',
  '/api/apps/academy/course-details?id=3',
  '/api/pages/charts',
  '/api/dashboard/crm',
  '/api/dashboard/analytics',
  '/api/dashboard/logistics',
  '/api/pages/datatable',
  '/api/pages/faq',
  '/api/pages/help-center',
  '/api/pages/help-center/article?slug=pay-with-mobile-money',
  '/api/pages/profile?tab=profile',
  '/api/pages/profile?tab=teams',
  '/api/pages/profile?tab=projects',
  '/api/pages/profile?tab=connections',
  '/api/pages/profile/header',
  '/api/app-bar/search?q=',
  '/api/apps/chat',
  '/api/apps/roles',
  '/api/apps/ecommerce/settings/store',
  '/api/account/settings',
];

/** People, companies, brands and models: proper names, the same in every language (docs/decisions.md). */
const properNames = [
  '/api/apps/academy/course-details .instructor',
  '/api/apps/academy/courses .courses[].user',
  '/api/apps/academy/dashboard .instructors[].name',
  '/api/apps/academy/dashboard .learner.name',
  '/api/apps/academy/dashboard .webinar.instructor',
  '/api/apps/chat .contacts[].company',
  '/api/apps/chat .contacts[].fullName',
  '/api/apps/chat .me.company',
  '/api/apps/chat .me.fullName',
  '/api/apps/ecommerce/customers .customers[].customer',
  '/api/apps/ecommerce/customers/:id .customer',
  '/api/apps/ecommerce/orders .orders[].customer',
  '/api/apps/ecommerce/products .products[].productName',
  // A model's own name, as the products list answers it ("Air Jordan 1 Mid"); common noun phrases are translated.
  '/api/apps/ecommerce/reviews .reviews[].product',
  '/api/apps/ecommerce/referrals .referrals[].user',
  '/api/apps/ecommerce/reviews .reviews[].companyName',
  '/api/apps/ecommerce/reviews .reviews[].reviewer',
  '/api/apps/email .emails[].cc[].name',
  '/api/apps/email .emails[].from.name',
  '/api/apps/email .emails[].to[].name',
  '/api/apps/email/:id .from.name',
  '/api/apps/email/:id .thread[].from.name',
  '/api/apps/email/:id .thread[].to[].name',
  '/api/apps/email/:id .to[].name',
  '/api/apps/invoices .invoices[].client.name',
  '/api/apps/invoices/:id .client.name',
  '/api/apps/roles .roles[].members[].fullName',
  '/api/apps/users .users[].company',
  '/api/apps/users .users[].fullName',
  '/api/apps/users/:id .company',
  '/api/apps/users/:id .fullName',
  '/api/contact/messages .messages[].fullName',
  '/api/dashboard/analytics/projects .projects[].leader',
  '/api/dashboard/analytics/projects .projects[].team[].name',
  '/api/dashboard/crm .projects[].client',
  '/api/dashboard/crm .transactions[].party',
  '/api/dashboard/logistics .orders.new[].receiver.name',
  '/api/dashboard/logistics .orders.new[].sender.name',
  '/api/dashboard/logistics .orders.preparing[].receiver.name',
  '/api/dashboard/logistics .orders.preparing[].sender.name',
  '/api/dashboard/logistics .orders.shipping[].receiver.name',
  '/api/dashboard/logistics .orders.shipping[].sender.name',
  '/api/pages/datatable [].buyer.name',
  '/api/pages/datatable [].product.brand',
  '/api/pages/datatable [].product.name',
  '/api/pages/profile .about[].value',
  '/api/pages/profile .connections[].name',
  '/api/pages/profile [].avatarGroup[].name',
  '/api/pages/profile [].client',
  '/api/pages/profile [].name',
  '/api/pages/profile/header .fullName',
  '/api/pages/profile/header .profileHeader.fullName',
];

/** The spec's values (docs/spec.md §3, §4, §6): keys the screens name in the reader's language. */
const specValues = [
  '/api/apps/ecommerce/orders .orders[].status',
  '/api/apps/ecommerce/products .products[].category',
  '/api/apps/permissions .permissions[].name',
  '/api/apps/roles .roles[].permissions[].name',
  '/api/apps/users .users[].billing',
  '/api/apps/users/:id .billing',
  '/api/pages/datatable [].payment.receivedPaymentStatus',
  '/api/pages/datatable [].product.category',
];

/** What people typed, kept as written (contact messages, the store's name in the settings). */
const typed = [
  '/api/apps/ecommerce/settings/store .storeName',
  '/api/contact/messages .messages[].message',
  '/api/contact/messages .messages[].subject',
];

it(
  'answers no text the same in fr, en and ar but names, spec values and typed text',
  { timeout: 120_000 },
  async () => {
    const { body } = await getIn<{ customers: Array<{ customerId: number }> }>('fr', '/api/apps/ecommerce/customers');
    const customer = String(body.customers[0]!.customerId);
    const paths = [
      ...listPaths().map((p) => `${p}?itemsPerPage=100`),
      ...details.map((p) => p.replace('CUSTOMER', customer)),
    ];
    const same = new Map<string, string>();
    for (const path of paths) {
      const [fr, en, ar] = await Promise.all(['fr', 'en', 'ar'].map((l) => getIn(l, path)));
      expect({ path, status: fr!.status }).toEqual({ path, status: 200 });
      const found = new Map<string, [number, string]>();
      sameInAll(fr!.body, en!.body, ar!.body, '', found);
      const where = path.split('?')[0]!.replace(/\/\d+(?=\/|$)/, '/:id');
      for (const [field, [, sample]] of found) same.set(`${where} ${field}`, sample);
    }
    const allowed = new Set([...properNames, ...specValues, ...typed]);
    expect(Object.fromEntries([...same].filter(([key]) => !allowed.has(key)))).toEqual({});
  },
);
