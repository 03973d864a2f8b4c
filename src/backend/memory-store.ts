import { listCourses } from '@/backend/data/academy/list-courses';
import { listAnalyticsProjects } from '@/backend/data/analytics/list-projects';
import { listVehicles } from '@/backend/data/logistics/list-vehicles';
import {
  listCustomers,
  listOrders,
  listProducts,
  listReferrals,
  listReviews,
  localiseCustomer,
} from '@/backend/data/ecommerce/list-queries';
import { byNewest, ownedBy, spendingByMonth } from '@/backend/data/ecommerce/customer-orders';
import {
  categorySummaries,
  orderPayments,
  orderSummary,
  productSummary,
  rankReviewed,
  referralsSummary,
  reviewedProducts,
  reviewsSummary,
} from '@/backend/data/ecommerce/dashboard';
import { patchCustomer } from '@/backend/data/ecommerce/customer-writes';
import { nextProductId, productFromForm, updatedProduct } from '@/backend/data/ecommerce/product-writes';
import { auditUsersOf, listAuditEntries, newAuditEntry } from '@/backend/data/audit/audit-log';
import { listContactMessages, newContactMessage } from '@/backend/data/contact-messages/inbox';
import { invoiceFromInput, markedSent, withPayment } from '@/backend/data/invoices/invoice-records';
import { listInvoices, nextInvoiceId } from '@/backend/data/invoices/list-invoices';
import { listPermissions } from '@/backend/data/permissions/list-permissions';
import {
  addPermission,
  addRole,
  listRoles,
  removePermission,
  removeRole,
  toRole,
  updatePermission,
  updateRole,
} from '@/backend/data/permissions/roles';
import { nextUserId, patchUser, toStoredUser } from '@/backend/data/users/create-user';
import { listUsers } from '@/backend/data/users/list-users';
import { db as sharedDb, removeById, type Db } from '@/mocks/db';
import { pageOf } from '@/mocks/query';
import { accountsInMemory } from './memory-accounts';
import { customerBookInMemory } from './memory-customer-book';
import { emailsInMemory } from './memory-emails';
import { memoryChat } from './chat/memory-chat';
import type { Store } from './store';

/** Changes a record in place (the list keeps its order); undefined when there is no such id. */
function setField<T extends { id: number }>(items: T[], id: number, change: Partial<T>): T | undefined {
  const item = items.find((i) => i.id === id);
  if (item) Object.assign(item, change);
  return item;
}

/** Replaces a record with the one `change` makes of it, in its place; undefined when there is no such id. */
function replaceById<T extends { id: number }>(items: T[], id: number, change: (item: T) => T): T | undefined {
  const index = items.findIndex((i) => i.id === id);
  if (index === -1) return undefined;
  items[index] = change(items[index]!);
  return items[index];
}

/**
 * The static demo's store: the in-memory collections of `src/mocks/db.ts` (how long they live in the browser:
 * `src/mocks/page-data.ts`), read through the same pure list functions the SQL store's contract holds it to.
 */
export function createMemoryStore(db: Db = sharedDb): Store {
  /** Roles and permissions change together (backend/data/permissions/roles.ts). */
  const keep = <T extends Pick<Db, 'roles' | 'permissions'>>(next: T | undefined) => {
    if (next) Object.assign(db, { roles: next.roles, permissions: next.permissions });
    return next;
  };
  const role = (r: Db['roles'][number]) => toRole(r, db.permissions, db.users);
  const message = (id: string) => db.contactMessages.find((m) => m.id === id);
  const remove = (collection: keyof Db) => async (id: number) => removeById(collection, id, db);
  const attempts = new Map<string, Date[]>();
  return {
    products: {
      list: async (query, language) => listProducts(db.products, query, language),
      summary: async () => productSummary(db.products),
      categories: async () => categorySummaries(db.products),
      create: async (values) => {
        const product = productFromForm(values, nextProductId(db.products));
        db.products.push(product);
        return product;
      },
      get: async (id) => db.products.find((p) => p.id === id),
      update: async (id, values) => replaceById(db.products, id, (product) => updatedProduct(product, values)),
      remove: remove('products'),
    },
    orders: {
      list: async (query) => listOrders(db.orders, query),
      summary: async () => orderSummary(db.orders),
      payments: async () => orderPayments(db.orders),
      setStatus: async (id, status) => setField(db.orders, id, { status }),
      remove: remove('orders'),
    },
    customers: {
      list: async (query, language) => listCustomers(db.customers, query, language),
      get: async (customerId, language) => {
        const customer = db.customers.find((c) => c.customerId === customerId);
        return customer && localiseCustomer(customer, language);
      },
      update: async (customerId, patch, language) => {
        const index = db.customers.findIndex((c) => c.customerId === customerId);
        if (index === -1) return undefined;
        const before = db.customers[index]!;
        db.customers[index] = patchCustomer(before, patch);
        for (const o of db.orders) if (o.email === before.email) Object.assign(o, ownedBy(o, db.customers[index]!));
        return localiseCustomer(db.customers[index], language);
      },
      orders: async (customerId, paging) => {
        const customer = db.customers.find((c) => c.customerId === customerId);
        if (!customer) return undefined;
        const orders = db.orders.filter((o) => o.email === customer.email).sort(byNewest);
        return { orders: pageOf(orders, paging), total: orders.length, spending: spendingByMonth(orders) };
      },
    },
    customerBook: customerBookInMemory(db),
    reviews: {
      list: async (query, language) => listReviews(db.reviews, query, language),
      mostReviewed: async (language) => rankReviewed(reviewedProducts(db.reviews), language),
      summary: async () => reviewsSummary(db.reviews),
      setStatus: async (id, status) => setField(db.reviews, id, { status }),
      remove: remove('reviews'),
    },
    referrals: {
      list: async (query) => listReferrals(db.referrals, query),
      summary: async () => referralsSummary(db.referrals),
    },
    users: {
      list: async (query) => listUsers(db.users, query),
      get: async (id) => db.users.find((u) => u.id === id),
      create: async (body) => {
        const id = nextUserId(db.users);
        db.users.push(toStoredUser(body, id));
        return id;
      },
      remove: remove('users'),
      update: async (id, patch) => {
        const index = db.users.findIndex((u) => u.id === id);
        if (index === -1) return undefined;
        db.users[index] = patchUser(db.users[index]!, patch);
        return db.users[index];
      },
    },
    permissions: {
      list: async (query) => listPermissions(db.permissions, query),
      create: async (input) => keep(addPermission(db, input))!.permission,
      update: async (id, input) => keep(updatePermission(db, id, input))?.permission,
      remove: async (id) => Boolean(keep(removePermission(db, id))),
    },
    roles: {
      list: async () => listRoles(db.roles, db.permissions, db.users),
      create: async (input) => role(keep(addRole(db, input))!.role),
      update: async (id, input) => {
        const next = keep(updateRole(db, id, input));
        return next && role(next.role);
      },
      remove: async (id) => Boolean(keep(removeRole(db, id))),
    },
    courses: {
      list: async (query, language) => listCourses(db.courses, query, language),
      get: async (id) => db.courses.find((c) => c.id === id),
    },
    analyticsProjects: {
      list: async (query, language) => listAnalyticsProjects(db.analyticsProjects, query, language),
    },
    vehicles: { list: async (query, language) => listVehicles(db.vehicles, query, language) },
    salesDetails: { all: async () => db.salesDetails },
    documents: {
      get: async (key) => db.documents[key],
      put: async (key, value) => void (db.documents[key] = value),
    },
    ...accountsInMemory(db),
    contactMessages: {
      create: async (input) => {
        const stored = newContactMessage(input, db.contactMessages);
        db.contactMessages.push(stored);
        return stored;
      },
      list: async (query) => listContactMessages(db.contactMessages, query),
      get: async (id) => message(id),
      setHandled: async (id, handled) => {
        const found = message(id);
        if (found) found.handled = handled;
        return found;
      },
      setMailed: async (id, mailed) => {
        const found = message(id);
        if (found) found.mailed = mailed;
      },
      remove: async (id) => {
        const index = db.contactMessages.findIndex((m) => m.id === id);
        if (index !== -1) db.contactMessages.splice(index, 1);
        return index !== -1;
      },
    },
    invoices: {
      list: async (query, language) => listInvoices(db.invoices, query, language),
      get: async (id) => db.invoices.find((i) => i.id === id),
      create: async (input, client) => {
        const invoice = invoiceFromInput(input, client, nextInvoiceId(db.invoices));
        db.invoices.push(invoice);
        return invoice;
      },
      update: async (id, input, client) =>
        replaceById(db.invoices, id, (invoice) => invoiceFromInput(input, client, id, invoice)),
      addPayment: async (id, payment) => replaceById(db.invoices, id, (invoice) => withPayment(invoice, payment)),
      markSent: async (id) => replaceById(db.invoices, id, markedSent),
      remove: remove('invoices'),
    },
    profileLinks: {
      of: async (accountId) => ({ ...db.profileLinks[accountId] }),
      set: async (accountId, link, connected) =>
        void (db.profileLinks[accountId] = { ...db.profileLinks[accountId], [link]: connected }),
    },
    notifyMe: {
      subscribe: async (email) => {
        if (db.notifySubscribers.includes(email)) return false;
        db.notifySubscribers.push(email);
        return true;
      },
    },
    wizards: {
      create: async (kind, build) => {
        const id = db.wizardRecords.filter((saved) => saved.kind === kind).length + 1;
        const record = build(id, new Date().toISOString());
        db.wizardRecords.push({ kind, record });
        return record;
      },
    },
    emails: emailsInMemory(db),
    chat: memoryChat(db),
    attempts: {
      since: async (key, after) => (attempts.get(key) ?? []).filter((at) => at > after),
      add: async (key, at) => void attempts.set(key, [...(attempts.get(key) ?? []), at]),
      clear: async (key) => void attempts.delete(key),
    },
    audit: {
      record: async (input) => {
        const entry = newAuditEntry(input, db.auditLog);
        db.auditLog.push(entry);
        return entry;
      },
      list: async (query) => listAuditEntries(db.auditLog, query),
      users: async () => auditUsersOf(db.auditLog),
    },
  };
}
