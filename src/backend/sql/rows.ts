/**
 * Records as rows (docs/server.md, "Tables"): the record itself in `data`, and the search, filter and sort
 * columns computed from it with the functions the in-memory lists use (`searchText`, `textKey`,
 * `parseCurrency`, `parseUsDate`), so both stores find and order the same records.
 */
import type { Course } from '@/features/academy/api/types';
import type { ContactMessage } from '@/features/contact-messages/api/types';
import { localiseCourse } from '@/features/academy/mocks/localise-course';
import { localiseProduct } from '@/features/ecommerce/mocks/localise-product';
import { localiseReview } from '@/features/ecommerce/mocks/localise-review';
import type { AnalyticsProject } from '@/features/analytics/api/types';
import { localiseProject } from '@/features/analytics/mocks/localise-project';
import type { CustomerDetail, Order, Product, Referral, Review } from '@/features/ecommerce/api/types';
import { localiseEmail, searchedFields, type StoredEmail } from '@/features/email/mocks/mailbox';
import type { Invoice } from '@/features/invoices/api/types';
import { localiseVehicle, warningRank } from '@/features/logistics/mocks/list-vehicles';
import type { StoredVehicle } from '@/features/logistics/mocks/seed';
import type { Permission } from '@/features/permissions/api/types';
import type { UserDetail } from '@/features/users/api/types';
import { countryName } from '@/mocks/display-names';
import { fieldSeparator, parseCurrency, parseUsDate, searchText, textKey } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';

/** A number a column can hold: NaN (an amount or a date that does not parse) is NULL, sorted last. */
const num = (value: number): number | null => (Number.isFinite(value) ? value : null);

/** A product's row: its search text and name sort key in each language, as `listProducts` reads them. */
export function productRow(p: Product) {
  const [fr, en, ar] = [localiseProduct(p, 'fr'), localiseProduct(p, 'en'), localiseProduct(p, 'ar')];
  const q = (l: Product) => searchText(l.productName, l.productBrand);
  return {
    id: p.id,
    data: p,
    qFr: q(fr),
    qEn: q(en),
    qAr: q(ar),
    category: p.category,
    status: p.status,
    stock: p.stock,
    kProductFr: textKey(fr.productName),
    kProductEn: textKey(en.productName),
    kProductAr: textKey(ar.productName),
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
  qFr: customerSearch(c, 'fr'),
  qEn: customerSearch(c, 'en'),
  qAr: customerSearch(c, 'ar'),
  kCustomer: textKey(c.customer),
  kCountryFr: textKey(countryIn(c, 'fr')),
  kCountryEn: textKey(countryIn(c, 'en')),
  kCountryAr: textKey(countryIn(c, 'ar')),
  orders: c.order,
  totalSpent: c.totalSpent,
});

/** A review's row: its search text and product sort key in each language, as `listReviews` reads them. */
export function reviewRow(r: Review) {
  const [fr, en, ar] = [localiseReview(r, 'fr'), localiseReview(r, 'en'), localiseReview(r, 'ar')];
  const q = (l: Review) => searchText(l.product, l.reviewer, l.email, l.head, l.para);
  return {
    id: r.id,
    data: r,
    qFr: q(fr),
    qEn: q(en),
    qAr: q(ar),
    status: r.status,
    kProductFr: textKey(fr.product),
    kProductEn: textKey(en.product),
    kProductAr: textKey(ar.product),
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

const courseIn = (c: Course, language: ApiLanguage) => localiseCourse(c, language);

export const courseRow = (c: Course) => ({
  id: c.id,
  data: c,
  qFr: searchText(courseIn(c, 'fr').courseTitle, c.user),
  qEn: searchText(courseIn(c, 'en').courseTitle, c.user),
  qAr: searchText(courseIn(c, 'ar').courseTitle, c.user),
  tag: c.tags,
  completed: c.completedTasks === c.totalTasks,
  kNameFr: textKey(courseIn(c, 'fr').courseTitle),
  kNameEn: textKey(courseIn(c, 'en').courseTitle),
  kNameAr: textKey(courseIn(c, 'ar').courseTitle),
  progress: num(c.completedTasks / c.totalTasks),
});

/** A project's row: its search text and name sort key in each language, as `listAnalyticsProjects` reads them. */
export function analyticsProjectRow(p: AnalyticsProject) {
  const [fr, en, ar] = [localiseProject(p, 'fr'), localiseProject(p, 'en'), localiseProject(p, 'ar')];
  const q = (l: AnalyticsProject) => searchText(l.name, l.leader, l.project);
  return {
    id: p.id,
    data: p,
    qFr: q(fr),
    qEn: q(en),
    qAr: q(ar),
    kProjectFr: textKey(fr.name),
    kProjectEn: textKey(en.name),
    kProjectAr: textKey(ar.name),
    kLeader: textKey(p.leader),
    progress: p.progress,
  };
}

/** A vehicle's row: its search text and city sort keys in each language, as `listVehicles` reads them. */
export function vehicleRow(v: StoredVehicle) {
  const [fr, en, ar] = [localiseVehicle(v, 'fr'), localiseVehicle(v, 'en'), localiseVehicle(v, 'ar')];
  const q = (l: typeof fr) => searchText(l.plate, l.location, l.from, l.to);
  return {
    id: v.id,
    data: v,
    qFr: q(fr),
    qEn: q(en),
    qAr: q(ar),
    status: v.status,
    kPlate: textKey(v.plate),
    kLocationFr: textKey(fr.location),
    kLocationEn: textKey(en.location),
    kLocationAr: textKey(ar.location),
    kFromFr: textKey(fr.from),
    kFromEn: textKey(en.from),
    kFromAr: textKey(ar.from),
    kToFr: textKey(fr.to),
    kToEn: textKey(en.to),
    kToAr: textKey(ar.to),
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
  qFr: emailSearch(e, 'fr'),
  qEn: emailSearch(e, 'en'),
  qAr: emailSearch(e, 'ar'),
});
