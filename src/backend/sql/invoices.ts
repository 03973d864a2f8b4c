import { and, count, desc, eq, gte, lte, max, sql, type SQL } from 'drizzle-orm';
import { userIdFilter } from '@/features/invoices/api/lists';
import type { Invoice } from '@/features/invoices/api/types';
import { invoiceFromInput, localiseInvoice, markedSent, withPayment } from '@/backend/data/invoices/invoice-records';
import { isDay } from '@/backend/data/invoices/list-invoices';
import type { Store } from '../store';
import { contains, exact, orderOf, pageWindow } from './list-sql';
import { invoiceRow } from './rows';
import * as t from './schema';
import type { Database } from './sql-store';

/** A `from`/`to` day compared as text ("C"), as the in-memory list compares the strings; a bad one matches nothing. */
function dayBound(value: string | undefined, compare: typeof gte): SQL | undefined {
  if (!value) return undefined;
  return isDay(value) ? compare(sql`${t.invoices.issuedDay} collate "C"`, value) : sql`false`;
}

/** The invoices (docs/api.md, "Invoices"), filtered, sorted and paged in SQL as `listInvoices` does in memory. */
export function invoices(db: Database): Store['invoices'] {
  const get = async (id: number) => {
    if (!Number.isSafeInteger(id)) return undefined;
    const [row] = await db.select({ data: t.invoices.data }).from(t.invoices).where(eq(t.invoices.id, id));
    return row?.data as Invoice | undefined;
  };
  const save = async (invoice: Invoice) => {
    const { id, ...row } = invoiceRow(invoice);
    await db.update(t.invoices).set(row).where(eq(t.invoices.id, id));
    return invoice;
  };
  return {
    async list(query, language) {
      const { status, from, to, userId } = query.filters;
      const issuer = userId ? userIdFilter(userId) : undefined;
      const where = and(
        contains(t.invoices.q, query.q),
        exact(t.invoices.status, status),
        dayBound(from, gte),
        dayBound(to, lte),
        issuer === undefined ? undefined : issuer === null ? sql`false` : eq(t.invoices.userId, issuer),
      );
      const { limit, offset } = pageWindow(query);
      const [rows, [counted], [stats]] = await Promise.all([
        db
          .select({ data: t.invoices.data })
          .from(t.invoices)
          .where(where)
          .orderBy(
            ...orderOf(
              query,
              {
                number: { text: t.invoices.kNumber },
                client: { text: t.invoices.kClient },
                total: { number: t.invoices.total },
                balance: { number: t.invoices.balance },
                issuedDate: { number: t.invoices.issued },
                dueDate: { number: t.invoices.due },
                status: { text: t.invoices.kStatus },
              },
              [desc(t.invoices.id)],
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(t.invoices).where(where),
        db
          .select({
            clients: sql<number>`count(distinct ${t.invoices.customerId})::int`,
            invoices: sql<number>`count(*)::int`,
            paid: sql<number>`coalesce(sum(${t.invoices.paid}), 0)::float8`,
            unpaid: sql<number>`coalesce(sum(${t.invoices.balance}), 0)::float8`,
          })
          .from(t.invoices),
      ]);
      return {
        invoices: rows.map((row) => localiseInvoice(row.data as Invoice, language)),
        total: counted?.total ?? 0,
        stats: {
          clients: Number(stats?.clients ?? 0),
          invoices: Number(stats?.invoices ?? 0),
          paid: Number(stats?.paid ?? 0),
          unpaid: Number(stats?.unpaid ?? 0),
        },
      };
    },
    get,
    create: (input, client) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx.execute(sql`lock table ${t.invoices} in exclusive mode`);
        const [last] = await tx.select({ id: max(t.invoices.id) }).from(t.invoices);
        const invoice = invoiceFromInput(input, client, (last?.id ?? 0) + 1);
        await tx.insert(t.invoices).values(invoiceRow(invoice));
        return invoice;
      }),
    async update(id, input, client) {
      const found = await get(id);
      return found && save(invoiceFromInput(input, client, id, found));
    },
    async addPayment(id, payment) {
      const found = await get(id);
      return found && save(withPayment(found, payment));
    },
    async markSent(id) {
      const found = await get(id);
      return found && save(markedSent(found));
    },
    async remove(id) {
      if (!Number.isSafeInteger(id)) return false;
      return (await db.delete(t.invoices).where(eq(t.invoices.id, id)).returning({ id: t.invoices.id })).length > 0;
    },
  };
}
