// `npm run bench:api` (after `npm run build`): requests per second and p50/p95/p99 latency of each list call of
// the server mode, 32 connections at once, for PGlite and PostgreSQL, at the seed's size and at --rows (default
// 1,000,000) products and orders. Options: --stores=pglite,postgres --sizes=seed,1000000 --seconds=5
// --calls=<part of a call's name>.
// Figures go to the console and bench-results/api.json; docs/performance.md ("API") keeps the last ones.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { percentiles, startServer } from './bench-setup.mjs';
import { startPostgres } from './postgres.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const stores = option('stores', 'pglite,postgres').split(',');
const sizes = option('sizes', 'seed,1000000').split(',');
const seconds = Number(option('seconds', '5'));
const connections = 32;
const only = option('calls', '');

const calls = [
  ['products, first page', '/api/apps/ecommerce/products'],
  // Broad searches ("pro" is in a fifth of the product names and brands, "gmail" in a third of the e-mail
  // addresses) and narrow ones (one product's name, one customer).
  [
    'products, filtered + broad search + sorted',
    '/api/apps/ecommerce/products?q=pro&category=Electronics&sortBy=price&orderBy=desc&page=2',
  ],
  [
    'products, filtered + narrow search + sorted',
    '/api/apps/ecommerce/products?q=zelda&stock=true&sortBy=price&orderBy=desc',
  ],
  ['orders, first page', '/api/apps/ecommerce/orders'],
  ['orders, broad search + sorted', '/api/apps/ecommerce/orders?q=gmail&sortBy=spent&orderBy=desc'],
  ['orders, narrow search + sorted', '/api/apps/ecommerce/orders?q=ekomi&sortBy=date&orderBy=desc'],
  ['customers, searched + sorted', '/api/apps/ecommerce/customers?q=ga&sortBy=country'],
  ['reviews, filtered', '/api/apps/ecommerce/reviews?status=Published&sortBy=date'],
  ['users, filtered + sorted', '/api/apps/users?role=editor&sortBy=user'],
  ['permissions', '/api/apps/permissions?q=manage'],
  ['courses', '/api/apps/academy/courses?sortBy=progress'],
  ['analytics projects', '/api/dashboard/analytics/projects?sortBy=leader'],
];

/** The administrator's Bearer header: every call asks for a session (docs/security.md), as an API client gives it. */
async function signIn(url) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (login.status !== 201) throw new Error(`sign-in answered ${login.status}`);
  return `Bearer ${(await login.json()).accessToken}`;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const get = (url, authorization) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { Authorization: authorization } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode} ${url}`))));
      })
      .on('error', reject);
  });

async function load(url, authorization) {
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        try {
          await get(url, authorization);
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const [p50, p95, p99] = percentiles(latencies, [50, 95, 99]);
  return { rps: Math.round(latencies.length / seconds), p50, p95, p99, errors };
}

const results = [];
console.log(
  `API benchmark: ${cpus().length} cores (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${connections} connections, ${seconds} s per call\n`,
);
for (const store of stores) {
  for (const size of sizes) {
    let env;
    let cleanup;
    if (store === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'okoume-bench-'));
      env = { DATA_DIR: dir };
      cleanup = () => rmSync(dir, { recursive: true, force: true });
    } else {
      const pg = await startPostgres();
      env = { DATABASE_URL: pg.url };
      cleanup = () => pg.stop();
    }
    try {
      if (size !== 'seed') {
        const grown = spawnSync('node', ['dist-server/grow.mjs', size], {
          env: { ...process.env, ...env },
          stdio: 'inherit',
        });
        if (grown.status !== 0) throw new Error('db:grow failed');
      }
      const server = await startServer(env);
      const authorization = await signIn(server.url);
      console.log(`${store}, ${size === 'seed' ? 'seed' : `${Number(size).toLocaleString('en')} rows`}`);
      console.log(
        'call'.padEnd(42),
        'req/s'.padStart(7),
        'p50 ms'.padStart(8),
        'p95 ms'.padStart(8),
        'p99 ms'.padStart(8),
      );
      for (const [name, path] of calls.filter(([name]) => name.includes(only))) {
        await load(`${server.url}${path}`, authorization); // warm-up run, not counted
        const r = await load(`${server.url}${path}`, authorization);
        results.push({ store, size, call: name, path, ...r });
        console.log(
          name.padEnd(42),
          String(r.rps).padStart(7),
          ...[r.p50, r.p95, r.p99].map((v) => v.toFixed(1).padStart(8)),
        );
      }
      console.log('');
      await server.stop();
    } finally {
      cleanup();
    }
  }
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/api.json',
  JSON.stringify({ date: new Date().toISOString(), connections, seconds, results }, null, 2),
);
agent.destroy();
