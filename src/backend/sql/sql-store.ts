import { and, asc, count, desc, eq, getTableName, gt, lt, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import type { Course } from '@/features/academy/api/types';
import { localiseCourse } from '@/backend/data/academy/localise-course';
import { allCoursesLabel } from '@/features/academy/api/types';
import type { AnalyticsProject } from '@/features/analytics/api/types';
import { localiseProject } from '@/backend/data/analytics/localise-project';
import type { SalesDetail } from '@/features/datatable/api/types';
import type { CustomerDetail, Order, Product, Referral, Review } from '@/features/ecommerce/api/types';
import { localiseCustomer, toListCustomer } from '@/backend/data/ecommerce/list-queries';
import { ownedBy, spendingByMonth } from '@/backend/data/ecommerce/customer-orders';
import { patchCustomer } from '@/backend/data/ecommerce/customer-writes';
import { productFromForm, updatedProduct } from '@/backend/data/ecommerce/product-writes';
import { localiseProduct } from '@/backend/data/ecommerce/localise-product';
import { localiseReview } from '@/backend/data/ecommerce/localise-review';
import { localiseVehicle } from '@/backend/data/logistics/list-vehicles';
import type { StoredVehicle } from '@/backend/data/logistics/seed';
import type { Permission } from '@/features/permissions/api/types';
import type { UserDetail } from '@/features/users/api/types';
import { patchUser, toStoredUser } from '@/backend/data/users/create-user';
import { toListUser } from '@/backend/data/users/list-users';
import { fieldSeparator, totalPagesOf } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';
import type { Store } from '../store';
import { accountsInSql } from './accounts';
import { auditLog } from './audit-log';
import { chat } from './chat';
import { customerBook } from './customer-book';
import { ecommerceDashboard } from './ecommerce-dashboard';
import { contactMessages } from './contact-messages';
import { emails } from './emails';
import { invoices } from './invoices';
import { profileLinks } from './profile-links';
import { wizards } from './wizards';
import { contains, exact, needleOf, orderOf, pageWindow } from './list-sql';
import { rolesAndPermissions } from './roles-and-permissions';
import { customerRow, orderRow, productRow, reviewRow, userRow } from './rows';
import * as t from './schema';

export type Database = PgDatabase<PgQueryResultHKT>;

/** How long a session lasts: docs/spec.md §9's 30 days. */

type ListTable = PgTable & { data: AnyPgColumn; id: AnyPgColumn; seq: AnyPgColumn };

const byLanguage = (language: ApiLanguage, values: Record<ApiLanguage, AnyPgColumn>) => values[language];

/**
 * The server's store (docs/server.md): every list filters, searches, sorts and pages in SQL; the page's records
 * come back as kept and go through the same localising functions as the in-memory store's.
 */
export interface SqlStoreOptions {
  /**
   * Counts the matches in the page's own query (a window count) instead of a second query beside it: faster on
   * PGlite, where each query costs a round trip through one thread and the data is small; a PostgreSQL server
   * runs the two queries at once, and the window count would read every match of a million-row list
   * (docs/performance.md, "API").
   */
  countInPage?: boolean;
}

export function createSqlStore(db: Database, options: SqlStoreOptions = {}): Store {
  async function page<T>(
    table: ListTable,
    where: Array<SQL | undefined>,
    order: SQL[],
    window: { limit: number; offset: number },
  ): Promise<{ items: T[]; total: number }> {
    const condition = and(...where);
    const countAll = async () => (await db.select({ total: count() }).from(table).where(condition))[0]?.total ?? 0;
    // An unfiltered list's total is kept by triggers (migration 0001): no count over every row.
    const keptCount = async () =>
      (
        await db
          .select({ n: t.listCounts.n })
          .from(t.listCounts)
          .where(eq(t.listCounts.name, getTableName(table)))
      )[0]?.n ?? countAll();
    const rows = (total?: SQL<number>) =>
      db
        .select({ data: table.data, ...(total ? { total } : {}) })
        .from(table)
        .where(condition)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
    if (condition && options.countInPage) {
      // One round trip: the total rides on each row; a page past the end has no row to carry it.
      const found = await rows(sql<number>`(count(*) over ())::int`);
      const total = found.length ? Number(found[0]!.total) : window.offset > 0 ? await countAll() : 0;
      return { items: found.map((row) => row.data as T), total };
    }
    const [total, found] = await Promise.all([condition ? countAll() : keptCount(), rows()]);
    return { items: found.map((row) => row.data as T), total };
  }

  const writes = rolesAndPermissions(db);
  const dashboard = ecommerceDashboard(db);

  /** Rewrites one record and its columns (`rows.ts`); undefined when there is no such id. */
  /** One record's document by its id; undefined for an id that is not a whole number or names nothing. */
  async function recordById<T>(table: ListTable, id: number): Promise<T | undefined> {
    if (!Number.isSafeInteger(id)) return undefined;
    const [found] = await db.select({ data: table.data }).from(table).where(eq(table.id, id));
    return found?.data as T | undefined;
  }

  async function setData<T>(
    table: ListTable,
    id: number,
    change: (record: T) => { id: number; data: T } & Record<string, unknown>,
  ): Promise<T | undefined> {
    const found = await recordById<T>(table, id);
    if (!found) return undefined;
    const { id: _id, ...row } = change(found);
    await db.update(table).set(row).where(eq(table.id, id));
    return row.data;
  }

  const remove = (table: ListTable) => async (id: number) =>
    Number.isSafeInteger(id) && (await db.delete(table).where(eq(table.id, id)).returning({ id: table.id })).length > 0;

  return {
    products: {
      summary: dashboard.products,
      categories: dashboard.categories,
      async list(query, language) {
        const q = byLanguage(language, { fr: t.products.qFr, en: t.products.qEn, ar: t.products.qAr });
        const name = byLanguage(language, {
          fr: t.products.kProductFr,
          en: t.products.kProductEn,
          ar: t.products.kProductAr,
        });
        const { stock, category, status } = query.filters;
        const inStock = stock === undefined ? undefined : stock === 'true' ? true : stock === 'false' ? false : null;
        const { items, total } = await page<Product>(
          t.products,
          [
            contains(q, query.q),
            exact(t.products.category, category),
            exact(t.products.status, status),
            inStock === null ? sql`false` : inStock === undefined ? undefined : eq(t.products.stock, inStock),
          ],
          orderOf(
            query,
            {
              product: { text: name },
              category: { text: t.products.kCategory },
              status: { text: t.products.kStatus },
              price: { number: t.products.price },
              qty: { number: t.products.qty },
              sku: { number: t.products.sku },
            },
            [desc(t.products.id)],
          ),
          pageWindow(query),
        );
        return { products: items.map((p) => localiseProduct(p, language)), total };
      },
      create: (values) =>
        db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          await tx.execute(sql`lock table ${t.products} in exclusive mode`);
          const [last] = await tx.select({ id: max(t.products.id) }).from(t.products);
          const product = productFromForm(values, (last?.id ?? 0) + 1);
          await tx.insert(t.products).values(productRow(product));
          return product;
        }),
      get: (id) => recordById<Product>(t.products, id),
      update: (id, values) => setData(t.products, id, (p: Product) => productRow(updatedProduct(p, values))),
      remove: remove(t.products),
    },
    orders: {
      summary: dashboard.summary,
      payments: dashboard.payments,
      async list(query) {
        const { items, total } = await page<Order>(
          t.orders,
          [contains(t.orders.q, query.q)],
          orderOf(
            query,
            {
              order: { number: t.orders.orderNumber },
              customers: { text: t.orders.kCustomer },
              date: { number: t.orders.date },
              status: { text: t.orders.kStatus },
              spent: { number: t.orders.spent },
            },
            [asc(t.orders.seq)],
          ),
          pageWindow(query),
        );
        return { orders: items, total };
      },
      setStatus: (id, status) => setData(t.orders, id, (o: Order) => orderRow({ ...o, status })),
      remove: remove(t.orders),
    },
    customers: {
      async list(query, language) {
        const q = byLanguage(language, { fr: t.customers.qFr, en: t.customers.qEn, ar: t.customers.qAr });
        const country = byLanguage(language, {
          fr: t.customers.kCountryFr,
          en: t.customers.kCountryEn,
          ar: t.customers.kCountryAr,
        });
        const { items, total } = await page<CustomerDetail>(
          t.customers,
          [contains(q, query.q)],
          orderOf(
            query,
            {
              customer: { text: t.customers.kCustomer },
              country: { text: country },
              customerId: { number: t.customers.customerId },
              orders: { number: t.customers.orders },
              totalSpent: { number: t.customers.totalSpent },
            },
            [asc(t.customers.seq)],
          ),
          pageWindow(query),
        );
        return { customers: items.map((c) => toListCustomer(localiseCustomer(c, language))), total };
      },
      async get(customerId, language) {
        if (!Number.isSafeInteger(customerId)) return undefined;
        const [row] = await db
          .select({ data: t.customers.data })
          .from(t.customers)
          .where(eq(t.customers.customerId, customerId));
        return row && localiseCustomer(row.data as CustomerDetail, language);
      },
      async update(customerId, patch, language) {
        if (!Number.isSafeInteger(customerId)) return undefined;
        const where = eq(t.customers.customerId, customerId);
        const [row] = await db.select({ data: t.customers.data }).from(t.customers).where(where);
        if (!row) return undefined;
        const {
          id: _id,
          customerId: _customerId,
          ...columns
        } = customerRow(patchCustomer(row.data as CustomerDetail, patch));
        await db.update(t.customers).set(columns).where(where);
        const before = row.data as CustomerDetail;
        const owned = await db.select({ data: t.orders.data }).from(t.orders).where(eq(t.orders.email, before.email));
        for (const { data } of owned) {
          const { id, ...order } = orderRow(ownedBy(data as Order, columns.data));
          await db.update(t.orders).set(order).where(eq(t.orders.id, id));
        }
        return localiseCustomer(columns.data, language);
      },
      async orders(customerId, paging) {
        if (!Number.isSafeInteger(customerId)) return undefined;
        const [row] = await db
          .select({ email: sql<string>`${t.customers.data}->>'email'` })
          .from(t.customers)
          .where(eq(t.customers.customerId, customerId));
        if (!row) return undefined;
        const mine = eq(t.orders.email, row.email);
        const { items, total } = await page<Order>(
          t.orders,
          [mine],
          [desc(t.orders.date), asc(t.orders.id)],
          pageWindow(paging),
        );
        const all = await db
          .select({ date: sql<string>`${t.orders.data}->>'date'`, spent: t.orders.spent })
          .from(t.orders)
          .where(mine);
        return {
          orders: items,
          total,
          spending: spendingByMonth(all.map((o) => ({ date: o.date, spent: o.spent ?? 0 }))),
        };
      },
    },
    reviews: {
      mostReviewed: dashboard.mostReviewed,
      summary: dashboard.reviews,
      async list(query, language) {
        const r = t.reviews;
        const q = byLanguage(language, { fr: r.qFr, en: r.qEn, ar: r.qAr });
        const product = byLanguage(language, { fr: r.kProductFr, en: r.kProductEn, ar: r.kProductAr });
        const status = query.filters.status === 'All' ? undefined : query.filters.status;
        const { items, total } = await page<Review>(
          t.reviews,
          [contains(q, query.q), exact(t.reviews.status, status)],
          orderOf(
            query,
            {
              product: { text: product },
              reviewer: { text: t.reviews.kReviewer },
              date: { number: t.reviews.date },
              status: { text: t.reviews.kStatus },
            },
            [asc(t.reviews.seq)],
          ),
          pageWindow(query),
        );
        return { reviews: items.map((review) => localiseReview(review, language)), total };
      },
      setStatus: (id, status) => setData(t.reviews, id, (r: Review) => reviewRow({ ...r, status })),
      remove: remove(t.reviews),
    },
    referrals: {
      summary: dashboard.referrals,
      async list(query) {
        const { items, total } = await page<Referral>(
          t.referrals,
          [],
          orderOf(
            query,
            {
              users: { text: t.referrals.kUser },
              'referred-id': { number: t.referrals.referredId },
              earning: { number: t.referrals.earning },
              value: { number: t.referrals.value },
              status: { text: t.referrals.kStatus },
            },
            [asc(t.referrals.seq)],
          ),
          pageWindow(query),
        );
        return { referrals: items, total };
      },
    },
    users: {
      async list(query) {
        const { role, plan, status } = query.filters;
        const { items, total } = await page<UserDetail>(
          t.users,
          [
            contains(t.users.q, query.q),
            exact(t.users.role, role),
            exact(t.users.plan, plan),
            exact(t.users.status, status),
          ],
          orderOf(
            query,
            {
              user: { text: t.users.kUser },
              email: { text: t.users.kEmail },
              role: { text: t.users.kRole },
              plan: { text: t.users.kPlan },
              status: { text: t.users.kStatus },
              billing: { text: t.users.kBilling },
            },
            [asc(t.users.seq)],
          ),
          pageWindow(query),
        );
        return {
          users: items.map(toListUser),
          totalPages: totalPagesOf(total, query.itemsPerPage),
          totalUsers: total,
          page: query.page,
        };
      },
      get: (id) => recordById<UserDetail>(t.users, id),
      create: (body) =>
        db.transaction(async (tx) => {
          // docs/decisions.md "User ids": count + 1 when free, else the next free id; one writer at a time.
          await tx.execute(sql`lock table ${t.users} in exclusive mode`);
          const [counted] = await tx.select({ total: count() }).from(t.users);
          const taken = await tx
            .select({ id: t.users.id })
            .from(t.users)
            .where(sql`${t.users.id} > ${counted?.total ?? 0}`)
            .orderBy(asc(t.users.id));
          let id = (counted?.total ?? 0) + 1;
          for (const row of taken) if (row.id === id) id += 1;
          await tx.insert(t.users).values(userRow(toStoredUser(body, id)));
          return id;
        }),
      remove: remove(t.users),
      async update(id, patch) {
        const user = await recordById<UserDetail>(t.users, id);
        if (!user) return undefined;
        const next = patchUser(user, patch);
        const { id: _id, ...row } = userRow(next);
        await db.update(t.users).set(row).where(eq(t.users.id, id));
        return next;
      },
    },
    roles: writes.roles,
    permissions: {
      create: writes.create,
      update: writes.update,
      remove: writes.remove,
      async list(query) {
        const needle = needleOf(query.q);
        const match =
          needle === null
            ? undefined
            : needle.includes(fieldSeparator) || needle.includes('\0')
              ? sql`false`
              : sql`(${contains(t.permissions.q, needle)} or position(${fieldSeparator + needle} in ${t.permissions.roles}) > 0)`;
        const { items, total } = await page<Permission>(
          t.permissions,
          [match],
          orderOf(query, { name: { text: t.permissions.kName } }, [asc(t.permissions.seq)]),
          pageWindow(query),
        );
        return { permissions: items, totalPermissions: total };
      },
    },
    courses: {
      async list(query, language) {
        const q = byLanguage(language, { fr: t.courses.qFr, en: t.courses.qEn, ar: t.courses.qAr });
        const name = byLanguage(language, { fr: t.courses.kNameFr, en: t.courses.kNameEn, ar: t.courses.kNameAr });
        const label = query.filters.label || allCoursesLabel;
        const hideCompleted = ['true', '1'].includes(query.filters.hideCompleted?.toLowerCase() ?? '');
        const { items, total } = await page<Course>(
          t.courses,
          [
            contains(q, query.q),
            label === allCoursesLabel ? undefined : exact(t.courses.tag, label),
            hideCompleted ? eq(t.courses.completed, false) : undefined,
          ],
          orderOf(query, { courseName: { text: name }, progress: { number: t.courses.progress } }, [
            asc(t.courses.seq),
          ]),
          pageWindow(query),
        );
        return { totalCourse: total, courses: items.map((c) => localiseCourse(c, language)), total };
      },
      get: (id) => recordById<Course>(t.courses, id),
    },
    analyticsProjects: {
      async list(query, language) {
        const p = t.analyticsProjects;
        const name = byLanguage(language, { fr: p.kProjectFr, en: p.kProjectEn, ar: p.kProjectAr });
        const where = [contains(byLanguage(language, { fr: p.qFr, en: p.qEn, ar: p.qAr }), query.q)];
        const [counted] = await db
          .select({ total: count() })
          .from(t.analyticsProjects)
          .where(and(...where));
        const totalProjects = counted?.total ?? 0;
        const totalPages = totalPagesOf(totalProjects, query.itemsPerPage);
        // docs/spec.md §7: reversed before sorting; a page past the end falls back to 1.
        const pageNumber = query.page > totalPages ? 1 : query.page;
        const { items } = await page<AnalyticsProject>(
          t.analyticsProjects,
          where,
          orderOf(
            query,
            {
              project: { text: name },
              leader: { text: t.analyticsProjects.kLeader },
              progress: { number: t.analyticsProjects.progress },
            },
            [desc(t.analyticsProjects.seq)],
          ),
          pageWindow({ page: pageNumber, itemsPerPage: query.itemsPerPage }),
        );
        return {
          projects: items.map((project) => localiseProject(project, language)),
          totalPages,
          totalProjects,
          page: pageNumber,
        };
      },
    },
    vehicles: {
      async list(query, language) {
        const v = t.vehicles;
        const q = byLanguage(language, { fr: v.qFr, en: v.qEn, ar: v.qAr });
        const location = byLanguage(language, { fr: v.kLocationFr, en: v.kLocationEn, ar: v.kLocationAr });
        const from = byLanguage(language, { fr: v.kFromFr, en: v.kFromEn, ar: v.kFromAr });
        const to = byLanguage(language, { fr: v.kToFr, en: v.kToEn, ar: v.kToAr });
        const { items, total } = await page<StoredVehicle>(
          v,
          [contains(q, query.q), exact(v.status, query.filters.status)],
          orderOf(
            query,
            {
              vehicle: { text: v.kPlate },
              location: { text: location },
              from: { text: from },
              to: { text: to },
              warning: { number: v.warning },
              progress: { number: v.progress },
            },
            [asc(v.seq)],
          ),
          pageWindow(query),
        );
        return {
          vehicles: items.map((item) => localiseVehicle(item, language)),
          totalVehicles: total,
          totalPages: totalPagesOf(total, query.itemsPerPage),
          page: query.page,
        };
      },
    },
    salesDetails: {
      async all() {
        const rows = await db
          .select({ data: t.salesDetails.data })
          .from(t.salesDetails)
          .orderBy(asc(t.salesDetails.seq));
        return rows.map((row) => row.data as SalesDetail);
      },
    },
    documents: {
      async get(key) {
        if (key.includes('\0')) return undefined;
        const [row] = await db.select({ data: t.documents.data }).from(t.documents).where(eq(t.documents.key, key));
        return row?.data;
      },
      async put(key, value) {
        await db
          .insert(t.documents)
          .values({ key, data: value })
          .onConflictDoUpdate({ target: t.documents.key, set: { data: value } });
      },
    },
    ...accountsInSql(db),
    contactMessages: contactMessages(db),
    invoices: invoices(db),
    notifyMe: {
      async subscribe(email) {
        const added = await db
          .insert(t.notifySubscribers)
          .values({ email: email.replaceAll('\0', '') })
          .onConflictDoNothing()
          .returning({ email: t.notifySubscribers.email });
        return added.length > 0;
      },
    },
    wizards: wizards(db),
    emails: emails(db),
    chat: chat(db),
    customerBook: customerBook(db),
    profileLinks: profileLinks(db),
    attempts: {
      async since(key, after) {
        const rows = await db
          .select({ at: t.attempts.at })
          .from(t.attempts)
          .where(and(eq(t.attempts.key, key), gt(t.attempts.at, after)))
          .orderBy(t.attempts.at);
        return rows.map((row) => row.at);
      },
      async add(key, at) {
        // Older attempts of this key no longer count toward any limit (the longest window is 15 minutes).
        await db
          .delete(t.attempts)
          .where(and(eq(t.attempts.key, key), lt(t.attempts.at, new Date(at.getTime() - 86_400_000))));
        await db.insert(t.attempts).values({ key, at });
      },
      async clear(key) {
        await db.delete(t.attempts).where(eq(t.attempts.key, key));
      },
    },
    audit: auditLog(db),
  };
}
