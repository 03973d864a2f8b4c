import { eq, sql } from 'drizzle-orm';
import { createCollections } from '@/mocks/db';
import * as rows from './rows';
import * as t from './schema';
import type { Database } from './sql-store';

const batch = 500;

async function insertAll<R>(db: Database, table: Parameters<Database['insert']>[0], values: R[]) {
  for (let i = 0; i < values.length; i += batch) {
    await db.insert(table).values(values.slice(i, i + batch) as never);
  }
}

/**
 * The same deterministic sample data as the in-memory store's (src/mocks/db.ts), inserted once: the `seeded`
 * fact keeps a restart (or a second process on the same database) from inserting it again.
 */
export async function seedDatabase(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7207)`);
    const [done] = await tx.select().from(t.meta).where(eq(t.meta.key, 'seeded'));
    const d = tx as unknown as Database;
    if (done) {
      await seedInvoicesOnce(d);
      await seedEmailsOnce(d);
      return false;
    }
    const data = createCollections();
    await insertAll(d, t.products, data.products.map(rows.productRow));
    await insertAll(d, t.orders, data.orders.map(rows.orderRow));
    await insertAll(d, t.customers, data.customers.map(rows.customerRow));
    await insertAll(d, t.reviews, data.reviews.map(rows.reviewRow));
    await insertAll(d, t.referrals, data.referrals.map(rows.referralRow));
    await insertAll(d, t.users, data.users.map(rows.userRow));
    await insertAll(d, t.permissions, data.permissions.map(rows.permissionRow));
    await insertAll(d, t.courses, data.courses.map(rows.courseRow));
    await insertAll(d, t.analyticsProjects, data.analyticsProjects.map(rows.analyticsProjectRow));
    await insertAll(
      d,
      t.salesDetails,
      data.salesDetails.map((s) => ({ id: s.id, data: s })),
    );
    await insertAll(
      d,
      t.roles,
      data.roles.map((r) => ({ id: r.id, data: r })),
    );
    await insertAll(d, t.contactMessages, data.contactMessages.map(rows.contactMessageRow));
    await tx.insert(t.meta).values({ key: 'seeded', value: new Date().toISOString() });
    await seedInvoicesOnce(d);
    await seedEmailsOnce(d);
    return true;
  });
}

/**
 * The invoices came after the first release (migration 0004): a database seeded before them gets the sample
 * invoices once too, under their own fact.
 */
async function seedInvoicesOnce(db: Database) {
  const [done] = await db.select().from(t.meta).where(eq(t.meta.key, 'seeded:invoices'));
  if (done) return;
  await insertAll(db, t.invoices, createCollections().invoices.map(rows.invoiceRow));
  await db.insert(t.meta).values({ key: 'seeded:invoices', value: new Date().toISOString() });
}

/** The sample mailbox came after the invoices: a database seeded before it gets it once, under its own fact. */
async function seedEmailsOnce(db: Database) {
  const [done] = await db.select().from(t.meta).where(eq(t.meta.key, 'seeded:emails'));
  if (done) return;
  await insertAll(db, t.emails, createCollections().emails.map(rows.emailRow));
  await db.insert(t.meta).values({ key: 'seeded:emails', value: new Date().toISOString() });
}
