import { desc, eq, sql } from 'drizzle-orm';
import type { Store } from '../store';
import * as t from './schema';
import type { Database } from './sql-store';

/** The wizards' saved records (docs/api.md, "Wizards"), numbered per kind as the in-memory store numbers them. */
export function wizards(db: Database): Store['wizards'] {
  return {
    create: (kind, build) =>
      db.transaction(async (tx) => {
        // One above the highest id of the kind, one writer at a time.
        await tx.execute(sql`lock table ${t.wizardRecords} in exclusive mode`);
        const [last] = await tx
          .select({ id: t.wizardRecords.id })
          .from(t.wizardRecords)
          .where(eq(t.wizardRecords.kind, kind))
          .orderBy(desc(t.wizardRecords.id))
          .limit(1);
        const record = build((last?.id ?? 0) + 1, new Date().toISOString());
        await tx.insert(t.wizardRecords).values({ kind, id: record.id, data: record, createdAt: record.createdAt });
        return record;
      }),
  };
}
