/**
 * The server mode (docs/server.md): one Node process serving the built site and the API over PostgreSQL —
 * PGlite in DATA_DIR by default, a PostgreSQL server with DATABASE_URL. Built to dist-server/main.mjs by
 * `npm run build`; `npm start` builds and runs it.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { env } from '@/config/env';
import { createApi } from '../app';
import { LocalHub } from '../chat/hub';
import { PostgresHub } from '../chat/postgres-hub';
import { openDatabase } from '../sql/database';
import { createSqlStore } from '../sql/sql-store';
import { ConfigError, readConfig } from './config';
import { nodeHostOptions } from './host-options';
import { inlineScripts, securityHeaders } from './security-headers';
import { createSite } from './site';
import { readSitePages } from './site-pages';

async function main() {
  const config = readConfig();
  const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    migrationsFolder: here('./migrations'),
  });
  const distDir = here('../dist');
  const pages = await readSitePages(distDir);
  const site = createSite(distDir, pages, await readFile(`${distDir}/_redirects`, 'utf8').catch(() => ''));
  // The third-party origins follow the build (import.meta.env, replaced when dist-server/ is built with dist/).
  const headers = securityHeaders({
    inlineScripts: [...pages.values()].flatMap(inlineScripts),
    recaptcha: Boolean(env.recaptchaSiteKey),
    liveChatSrc: env.liveChatSrc,
    apiBaseUrl: env.apiBaseUrl,
    trustProxy: config.trustProxy,
  });
  const store = createSqlStore(database.db, { countInPage: database.embedded });
  // PGlite serves one process; on a PostgreSQL server, the chat's events reach the streams of every process on it.
  const chatHub = config.databaseUrl
    ? await PostgresHub.start({ databaseUrl: config.databaseUrl, db: database.db, chat: store.chat })
    : new LocalHub();
  const app = new Hono()
    .use('*', headers)
    .route('/', createApi(store, { ...nodeHostOptions(config), chatHub }))
    .route('/', site.routes);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(`Okoumé Digital, server mode: http://${config.host}:${info.port}/ (data: ${where})`);
    void site.warm();
  });
  // Node closes an idle kept-alive connection after 5 s, now and then just as a client (a browser, a proxy, a test
  // runner) sends its next request on it, which then fails with a reset; clients keep them for about a minute.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const stop = () => {
    // The chat's open event streams would keep the server from closing.
    void chatHub.close();
    server.close(() => void database.close().then(() => process.exit(0)));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
