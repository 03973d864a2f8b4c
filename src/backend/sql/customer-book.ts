import { and, eq, max, sql } from 'drizzle-orm';
import type { CustomerAddress } from '@/features/ecommerce/api/customer-address';
import { defaultNotificationChoices, type NotificationChoices } from '@/features/ecommerce/api/customer-preferences';
import {
  addressOf,
  changedAddresses,
  newAddress,
  patchAddress,
  settleDefaults,
} from '@/backend/data/ecommerce/customer-addresses';
import type { CustomerBookStore } from '../customer-book-store';
import { customerAddresses as a, customerPreferences as p } from './customer-book-schema';
import type { Database } from './sql-store';

const bookOf = async (db: Database, customerId: number) =>
  (await db.select().from(a).where(eq(a.customerId, customerId)).orderBy(a.id)).map((row) =>
    addressOf(row as CustomerAddress),
  );

const locked = <T>(db: Database, run: (tx: Database) => Promise<T>) =>
  db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`lock table ${a} in exclusive mode`);
    return run(tx);
  });

/** The server's address books and customer preferences: the same answers as `memory-customer-book.ts`. */
export function customerBook(db: Database): CustomerBookStore {
  const preferences = async (customerId: number) => (await db.select().from(p).where(eq(p.customerId, customerId)))[0];
  const upsert = (customerId: number, set: Partial<typeof p.$inferInsert>) =>
    db
      .insert(p)
      .values({ customerId, ...set })
      .onConflictDoUpdate({ target: p.customerId, set });
  return {
    addresses: (customerId) => bookOf(db, customerId),
    addAddress: (customerId, values) =>
      locked(db, async (tx) => {
        const [last] = await tx.select({ id: max(a.id) }).from(a);
        const id = (last?.id ?? 0) + 1;
        const before = await bookOf(tx, customerId);
        const settled = settleDefaults([...before, newAddress(customerId, id, values)], id);
        await keepSettled(tx, before, settled);
        return settled.find((x) => x.id === id)!;
      }),
    updateAddress: (customerId, id, patch) =>
      locked(db, async (tx) => {
        const before = await bookOf(tx, customerId);
        if (!before.some((x) => x.id === id)) return undefined;
        const settled = settleDefaults(
          before.map((x) => (x.id === id ? patchAddress(x, patch) : x)),
          id,
        );
        await keepSettled(tx, before, settled);
        return settled.find((x) => x.id === id);
      }),
    removeAddress: (customerId, id) =>
      locked(db, async (tx) => {
        const before = await bookOf(tx, customerId);
        if (!before.some((x) => x.id === id)) return false;
        await tx.delete(a).where(and(eq(a.id, id), eq(a.customerId, customerId)));
        await keepSettled(tx, before, settleDefaults(before.filter((x) => x.id !== id)));
        return true;
      }),
    notifications: async (customerId) =>
      ((await preferences(customerId))?.notifications as NotificationChoices | null) ?? defaultNotificationChoices,
    setNotifications: async (customerId, choices) => void (await upsert(customerId, { notifications: choices })),
    security: async (customerId) => {
      const row = await preferences(customerId);
      return { passwordSetAt: row?.passwordSetAt ?? null, twoFactor: row?.twoFactor ?? false };
    },
    setSecurity: async (customerId, change) => {
      await upsert(customerId, {
        ...(change.password && { passwordHash: change.password.hash, passwordSetAt: change.password.at }),
        ...(change.twoFactor !== undefined && { twoFactor: change.twoFactor }),
      });
      const row = (await preferences(customerId))!;
      return { passwordSetAt: row.passwordSetAt, twoFactor: row.twoFactor };
    },
  };
}

/** Writes the rows of the settled book that changed (a new one is inserted). */
async function keepSettled(db: Database, before: CustomerAddress[], settled: CustomerAddress[]) {
  for (const row of changedAddresses(before, settled)) {
    const values = addressOf(row);
    await db.insert(a).values(values).onConflictDoUpdate({ target: a.id, set: values });
  }
}
