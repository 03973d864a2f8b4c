import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { seedDatabase } from './seed';
import type { Database } from './sql-store';

export interface DatabaseOptions {
  /** A PostgreSQL server (`postgres://…`); without it, PGlite embedded in this process. */
  databaseUrl?: string;
  /** PGlite's folder; without it (tests), PGlite keeps the data in memory. */
  dataDir?: string;
  /** The SQL migrations (src/backend/sql/migrations, copied beside the built server). */
  migrationsFolder: string;
}

export interface OpenDatabase {
  db: Database;
  /** PGlite, in this process (the SQL store counts differently there: SqlStoreOptions). */
  embedded: boolean;
  close(): Promise<void>;
}

/** Opens the database, applies the migrations not applied yet and seeds it once (docs/server.md). */
export async function openDatabase({ databaseUrl, dataDir, migrationsFolder }: DatabaseOptions): Promise<OpenDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool });
    await whileLocked(pool, async () => {
      await migratePg(db, { migrationsFolder });
      await seedDatabase(db);
    });
    return { db, embedded: false, close: () => pool.end() };
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  await seedDatabase(db);
  return { db, embedded: true, close: () => client.close() };
}

/** Any fixed number, the same in every process of this application: names its migration lock. */
const migrationLock = 746_843_201;

/**
 * Processes started together on one PostgreSQL take turns to migrate and seed (Drizzle's migrator takes no lock):
 * the first does the work, the others wait on a session-level advisory lock, then find nothing left to do.
 */
async function whileLocked(pool: pg.Pool, work: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [migrationLock]);
    try {
      await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [migrationLock]);
    }
  } finally {
    holder.release();
  }
}
