// `npm run bench:api` (after `npm run build`): requests per second and p50/p95/p99 latency of each list call of
// the server mode, 32 connections at once, for PGlite and PostgreSQL, at the seed's size and at --rows (default
// 1,000,000) products and orders. Options: --stores=pglite,postgres --sizes=seed,1000000 --seconds=5
// --calls=<part of a call's name>.
// Figures go to the console and bench-results/api.json; docs/performance.md ("API") keeps the last ones.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
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

function freePort() {
  return new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn('node', ['dist-server/main.mjs'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    const ok = await fetch(`${url}/api/pages/help-center`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const get = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode} ${url}`))));
      })
      .on('error', reject);
  });

async function load(url) {
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        try {
          await get(url);
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { rps: Math.round(latencies.length / seconds), p50: at(50), p95: at(95), p99: at(99), errors };
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
      console.log(`${store}, ${size === 'seed' ? 'seed' : `${Number(size).toLocaleString('en')} rows`}`);
      console.log(
        'call'.padEnd(42),
        'req/s'.padStart(7),
        'p50 ms'.padStart(8),
        'p95 ms'.padStart(8),
        'p99 ms'.padStart(8),
      );
      for (const [name, path] of calls.filter(([name]) => name.includes(only))) {
        await load(`${server.url}${path}`); // warm-up run, not counted
        const r = await load(`${server.url}${path}`);
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
