import { resolve } from 'node:path';
import { createApi } from '../app';
import { createMemoryStore } from '../memory-store';
import { openDatabase } from '../sql/database';
import { createSqlStore } from '../sql/sql-store';
import { createCollections } from '@/mocks/db';

export const migrationsFolder = resolve(import.meta.dirname, '../sql/migrations');

/** The stores the contract suite holds to one behaviour: in memory, PGlite, and PostgreSQL when one is given. */
export interface StoreUnderTest {
  name: string;
  open(): Promise<{ api: ReturnType<typeof createApi>; close(): Promise<void> }>;
}

export const memoryStore: StoreUnderTest = {
  name: 'memory',
  open: async () => ({ api: createApi(createMemoryStore(createCollections())), close: async () => {} }),
};

export const pgliteStore: StoreUnderTest = {
  name: 'PGlite',
  async open() {
    const database = await openDatabase({ migrationsFolder });
    return { api: createApi(createSqlStore(database.db, { countInPage: database.embedded })), close: database.close };
  },
};

/**
 * PostgreSQL, when `TEST_DATABASE_URL` names a server (scripts/test-all.mjs starts one): each open empties the
 * database, so every run starts from the seed.
 */
export const postgresStore: StoreUnderTest | null = process.env.TEST_DATABASE_URL
  ? {
      name: 'PostgreSQL',
      async open() {
        const url = process.env.TEST_DATABASE_URL!;
        const pg = (await import('pg')).default;
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(
          'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
        );
        await client.end();
        const database = await openDatabase({ databaseUrl: url, migrationsFolder });
        return {
          api: createApi(createSqlStore(database.db, { countInPage: database.embedded })),
          close: database.close,
        };
      },
    }
  : null;

export const sqlStores = [pgliteStore, ...(postgresStore ? [postgresStore] : [])];
