import { resolve } from 'node:path';
import { createApi } from '../app';
import type { HostOptions } from '../host';
import { createMemoryStore } from '../memory-store';
import { openDatabase } from '../sql/database';
import { createSqlStore } from '../sql/sql-store';
import { createCollections } from '@/mocks/db';

export const migrationsFolder = resolve(import.meta.dirname, '../sql/migrations');

/** The stores the contract suite holds to one behaviour: in memory, PGlite, and PostgreSQL when one is given. */
export interface StoreUnderTest {
  name: string;
  /** The API over a fresh store, and the access token of the administrator signed in to it. */
  open(host?: HostOptions): Promise<{ api: ReturnType<typeof createApi>; close(): Promise<void>; adminToken: string }>;
}

type Api = ReturnType<typeof createApi>;

/** Signs the administrator in: every call of the suite is theirs unless it says otherwise. */
async function signedIn<T extends { api: Api }>(opened: T): Promise<T & { adminToken: string }> {
  const response = await opened.api.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { ...opened, adminToken: accessToken };
}

export const memoryStore: StoreUnderTest = {
  name: 'memory',
  open: (host) => signedIn({ api: createApi(createMemoryStore(createCollections()), host), close: async () => {} }),
};

export const pgliteStore: StoreUnderTest = {
  name: 'PGlite',
  async open(host) {
    const database = await openDatabase({ migrationsFolder });
    return signedIn({
      api: createApi(createSqlStore(database.db, { countInPage: database.embedded }), host),
      close: database.close,
    });
  },
};

/**
 * This test worker's own database on that server, created once per process: the unit suite runs two files at a
 * time (vitest.config.ts), and each open empties its database, which must not be another file's.
 */
let workerUrl: Promise<string> | undefined;
function workerDatabase(server: string): Promise<string> {
  workerUrl ??= createWorkerDatabase(server);
  return workerUrl;
}

async function createWorkerDatabase(server: string): Promise<string> {
  const name = `okoume_contract_${process.env.VITEST_POOL_ID ?? '1'}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * PostgreSQL, when `TEST_DATABASE_URL` names a server (scripts/test-all.mjs starts one): each open empties the
 * worker's database, so every run starts from the seed.
 */
export const postgresStore: StoreUnderTest | null = process.env.TEST_DATABASE_URL
  ? {
      name: 'PostgreSQL',
      async open(host) {
        const url = await workerDatabase(process.env.TEST_DATABASE_URL!);
        const pg = (await import('pg')).default;
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(
          'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
        );
        await client.end();
        const database = await openDatabase({ databaseUrl: url, migrationsFolder });
        return signedIn({
          api: createApi(createSqlStore(database.db, { countInPage: database.embedded }), host),
          close: database.close,
        });
      },
    }
  : null;

export const sqlStores = [pgliteStore, ...(postgresStore ? [postgresStore] : [])];
