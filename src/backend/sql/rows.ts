/**
 * Records as rows (docs/server.md, "Tables"): the record itself in `data`, and the search, filter and sort
 * columns computed from it with the functions the in-memory lists use (`searchText`, `textKey`,
 * `parseCurrency`, `parseUsDate`), so both stores find and order the same records.
 */
import type { Course } from '@/features/academy/api/types';
import type { ContactMessage } from '@/features/contact-messages/api/types';
import { localiseCourse } from '@/backend/data/academy/localise-course';
import { localiseProduct } from '@/backend/data/ecommerce/localise-product';
import { localiseReview } from '@/backend/data/ecommerce/localise-review';
import type { AnalyticsProject } from '@/features/analytics/api/types';
import { localiseProject } from '@/backend/data/analytics/localise-project';
import type { CustomerDetail, Order, Product, Referral, Review } from '@/features/ecommerce/api/types';
import { localiseEmail, searchedFields, type StoredEmail } from '@/backend/data/email/mailbox';
import type { Invoice } from '@/features/invoices/api/types';
import { localiseVehicle, warningRank } from '@/backend/data/logistics/list-vehicles';
import type { StoredVehicle } from '@/backend/data/logistics/seed';
import type { Permission } from '@/features/permissions/api/types';
import type { UserDetail } from '@/features/users/api/types';
import { countryName } from '@/mocks/display-names';
import { fieldSeparator, parseCurrency, parseUsDate, searchText, textKey } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';

/** The record as each language answers it: the source of the per-language columns (docs/decisions.md, "Product texts"). */
function inEachLanguage<T, L>(record: T, localise: (record: T, language: ApiLanguage) => L): Record<ApiLanguage, L> {
  return { fr: localise(record, 'fr'), en: localise(record, 'en'), ar: localise(record, 'ar') };
}

/** One column per language, named `<prefix>Fr`, `<prefix>En`, `<prefix>Ar` (a search text or a sort key). */
function perLanguage<P extends string>(prefix: P, value: (language: ApiLanguage) => string) {
  return { [`${prefix}Fr`]: value('fr'), [`${prefix}En`]: value('en'), [`${prefix}Ar`]: value('ar') } as Record<
    `${P}${'Fr' | 'En' | 'Ar'}`,
    string
  >;
}

/** A number a column can hold: NaN (an amount or a date that does not parse) is NULL, sorted last. */
const num = (value: number): number | null => (Number.isFinite(value) ? value : null);

/** A product's row: its search text and name sort key in each language, as `listProducts` reads them. */
export function productRow(p: Product) {
  const l = inEachLanguage(p, localiseProduct);
  return {
    id: p.id,
    data: p,
    ...perLanguage('q', (lng) => searchText(l[lng].productName, l[lng].productBrand)),
    category: p.category,
    status: p.status,
    stock: p.stock,
    ...perLanguage('kProduct', (lng) => textKey(l[lng].productName)),
    kCategory: textKey(p.category),
    kStatus: textKey(p.status),
    price: num(parseCurrency(p.price)),
    qty: p.qty,
    sku: p.sku,
  };
}

export const orderRow = (o: Order) => ({
  id: o.id,
  data: o,
  q: searchText(o.customer, o.email, o.order),
  orderNumber: o.order,
  kCustomer: textKey(o.customer),
  date: num(parseUsDate(o.date)),
  kStatus: textKey(o.status),
  spent: o.spent,
  email: o.email,
});

const countryIn = (c: CustomerDetail, language: ApiLanguage) => countryName(c.countryCode, c.country, language);
const customerSearch = (c: CustomerDetail, language: ApiLanguage) =>
  searchText(c.customer, countryIn(c, language), c.email);

export const customerRow = (c: CustomerDetail) => ({
  id: c.id,
  data: c,
  customerId: c.customerId,
  ...perLanguage('q', (lng) => customerSearch(c, lng)),
  kCustomer: textKey(c.customer),
  ...perLanguage('kCountry', (lng) => textKey(countryIn(c, lng))),
  orders: c.order,
  totalSpent: c.totalSpent,
});

/** A review's row: its search text and product sort key in each language, as `listReviews` reads them. */
export function reviewRow(r: Review) {
  const l = inEachLanguage(r, localiseReview);
  return {
    id: r.id,
    data: r,
    ...perLanguage('q', (lng) => searchText(l[lng].product, r.reviewer, r.email, l[lng].head, l[lng].para)),
    status: r.status,
    ...perLanguage('kProduct', (lng) => textKey(l[lng].product)),
    kReviewer: textKey(r.reviewer),
    date: num(parseUsDate(r.date)),
    kStatus: textKey(r.status),
  };
}

export const referralRow = (r: Referral) => ({
  id: r.id,
  data: r,
  kUser: textKey(r.user),
  referredId: r.referredId,
  earning: num(parseCurrency(r.earning)),
  value: num(parseCurrency(r.value)),
  kStatus: textKey(r.status),
});

export const userRow = (u: UserDetail) => ({
  id: u.id,
  data: u,
  q: searchText(u.fullName, u.email),
  role: u.role,
  plan: u.currentPlan,
  status: u.status,
  kUser: textKey(u.fullName),
  kEmail: textKey(u.email),
  kRole: textKey(u.role),
  kPlan: textKey(u.currentPlan),
  kStatus: textKey(u.status),
  kBilling: textKey(u.billing),
});

export const permissionRow = (p: Permission) => ({
  id: p.id,
  data: p,
  q: searchText(p.name, p.createdDate),
  roles: p.assignedTo.map((role) => fieldSeparator + role).join(''),
  kName: textKey(p.name),
});

export function courseRow(c: Course) {
  const l = inEachLanguage(c, localiseCourse);
  return {
    id: c.id,
    data: c,
    ...perLanguage('q', (lng) => searchText(l[lng].courseTitle, c.user)),
    tag: c.tags,
    completed: c.completedTasks === c.totalTasks,
    ...perLanguage('kName', (lng) => textKey(l[lng].courseTitle)),
    progress: num(c.completedTasks / c.totalTasks),
  };
}

/** A project's row: its search text and name sort key in each language, as `listAnalyticsProjects` reads them. */
export function analyticsProjectRow(p: AnalyticsProject) {
  const l = inEachLanguage(p, localiseProject);
  return {
    id: p.id,
    data: p,
    ...perLanguage('q', (lng) => searchText(l[lng].name, p.leader, l[lng].project)),
    ...perLanguage('kProject', (lng) => textKey(l[lng].name)),
    kLeader: textKey(p.leader),
    progress: p.progress,
  };
}

/** A vehicle's row: its search text and city sort keys in each language, as `listVehicles` reads them. */
export function vehicleRow(v: StoredVehicle) {
  const l = inEachLanguage(v, localiseVehicle);
  return {
    id: v.id,
    data: v,
    ...perLanguage('q', (lng) => searchText(l[lng].plate, l[lng].location, l[lng].from, l[lng].to)),
    status: v.status,
    kPlate: textKey(v.plate),
    ...perLanguage('kLocation', (lng) => textKey(l[lng].location)),
    ...perLanguage('kFrom', (lng) => textKey(l[lng].from)),
    ...perLanguage('kTo', (lng) => textKey(l[lng].to)),
    warning: warningRank(v),
    progress: v.progress,
  };
}

export const contactMessageRow = (m: ContactMessage) => ({
  id: m.id,
  num: Number(/^msg-(\d+)$/.exec(m.id)?.[1] ?? 0),
  data: m,
  q: searchText(m.fullName, m.email, m.subject, m.message),
  createdAt: m.createdAt,
  handled: m.handled,
});

export const invoiceRow = (i: Invoice) => ({
  id: i.id,
  data: i,
  q: searchText(i.client.name, i.number),
  status: i.status,
  customerId: i.client.customerId,
  userId: i.userId,
  kNumber: textKey(i.number),
  kClient: textKey(i.client.name),
  kStatus: textKey(i.status),
  issuedDay: i.issuedDate,
  issued: num(Date.parse(i.issuedDate)),
  due: num(Date.parse(i.dueDate)),
  total: i.total,
  paid: i.paid,
  balance: i.balance,
});

/** The text `q` finds a message by in this language (`searchedFields`, as `listEmails` searches). */
const emailSearch = (e: StoredEmail, language: ApiLanguage) =>
  searchText(...searchedFields(localiseEmail(e, language)));

export const emailRow = (e: StoredEmail) => ({
  id: e.id,
  data: e,
  ownerId: e.ownerId,
  threadId: e.threadId,
  folder: e.folder,
  starred: e.starred,
  read: e.read,
  labels: e.labels,
  sentAt: e.sentAt,
  ...perLanguage('q', (lng) => emailSearch(e, lng)),
});
