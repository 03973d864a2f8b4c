import { eq, sql } from 'drizzle-orm';
import { createCollections } from '@/mocks/db';
import { accountRow } from './accounts';
import { chatMessageRow } from './chat';
import { addressOf } from '@/backend/data/ecommerce/customer-addresses';
import * as rows from './rows';
import * as t from './schema';
import type { Database } from './sql-store';

const batch = 500;

/** Facts of the recomputations that give rows kept before a migration their texts in each language. */
const textFacts = ['seeded:product-texts', 'seeded:review-texts', 'seeded:project-texts'] as const;

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
      await seedLaterOnce(d);
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
    const now = new Date().toISOString();
    // Rows just written from their records hold every language already: nothing to recompute.
    await tx.insert(t.meta).values(['seeded', ...textFacts].map((key) => ({ key, value: now })));
    await seedLaterOnce(d);
    return true;
  });
}

/**
 * Sample data that came after the first release gets seeded once too, under its own fact: the invoices
 * (migration 0005), the sample mailbox (0008), the chat's conversations (0009), the demo accounts (0010) and the
 * logistics vehicles (0012) and the customers' address books. Products kept before migration 0015 get their search
 * and sort columns in each language once (`seeded:product-texts`), as do reviews and analytics projects kept
 * before migration `review-project-texts` (`seeded:review-texts`, `seeded:project-texts`).
 */
async function seedLaterOnce(db: Database) {
  const data = createCollections();
  const later = [
    ['seeded:invoices', t.invoices, data.invoices.map(rows.invoiceRow)],
    ['seeded:chat', t.chatMessages, data.chatMessages.map(chatMessageRow)],
    ['seeded:emails', t.emails, data.emails.map(rows.emailRow)],
    ['seeded:accounts', t.accounts, data.accounts.map(accountRow)],
    ['seeded:vehicles', t.vehicles, data.vehicles.map(rows.vehicleRow)],
    ['seeded:customer-addresses', t.customerAddresses, data.customerAddresses.map(addressOf)],
  ] as const;
  for (const [key, table, values] of later) {
    const [done] = await db.select().from(t.meta).where(eq(t.meta.key, key));
    if (done) continue;
    await insertAll(db, table, [...values]);
    await db.insert(t.meta).values({ key, value: new Date().toISOString() });
  }
  const [products, reviews, projects] = textFacts;
  await recomputeOnce(db, products, t.products, rows.productRow);
  await recomputeOnce(db, reviews, t.reviews, rows.reviewRow);
  await recomputeOnce(db, projects, t.analyticsProjects, rows.analyticsProjectRow);
}

/** Recomputes every row of a table from its record, once, under its own fact. */
async function recomputeOnce<R extends { id: number }>(
  db: Database,
  key: string,
  table: typeof t.products | typeof t.reviews | typeof t.analyticsProjects,
  rowOf: (record: R) => { id: number } & Record<string, unknown>,
) {
  const [done] = await db.select().from(t.meta).where(eq(t.meta.key, key));
  if (done) return;
  for (const { data } of await db.select({ data: table.data }).from(table)) {
    const { id, ...row } = rowOf(data as R);
    await db.update(table).set(row).where(eq(table.id, id));
  }
  await db.insert(t.meta).values({ key, value: new Date().toISOString() });
}
