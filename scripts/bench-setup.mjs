// What the benchmark scripts share: the full Chromium and its flags (./chromium.mjs), the optional build, the
// hosts of both modes, a wait and the machine's load.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export { chromiumArgs, fullChromium as chromePath } from './chromium.mjs';

/** Builds into `dist` unless BENCH_SKIP_BUILD=1 (npm run bench builds once for all scripts). */
export function buildUnlessSkipped(dist) {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const r = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * `serve` compresses like a real static host (gzip) and falls back to index.html for deep links: with the
 * build's dist/serve.json (each page's own HTML first, scripts/route-shells.ts), else with its `--single`.
 */
export async function serveStatic(dist, port) {
  const server = spawn(
    process.execPath,
    [
      'node_modules/serve/build/main.js',
      ...(existsSync(join(dist, 'serve.json')) ? [] : ['--single']),
      '--no-clipboard',
      '--no-request-logging',
      '--listen',
      `tcp://127.0.0.1:${port}`,
      dist,
    ],
    { stdio: 'ignore' },
  );
  process.on('exit', () => server.kill());
  await waitForServer(`http://127.0.0.1:${port}/`);
  return server;
}

/** Resolves once `url` answers 2xx (every 200 ms, `tries` times). */
export async function waitForServer(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no server at ${url}`);
}

/**
 * Keys typed in the products list's empty search box: each leaves a full first page (10 rows) that differs from
 * the unfiltered one. Common letters do not: the seed's first ten products all match "e", "i" or "o", so the
 * rows stay as they were and there is nothing to time.
 */
export const searchKeys = ['k', 'v', 'h', 'y', 'x'];

/** The load average over 1, 5 and 15 minutes: the machine is shared, so figures are printed with it. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * Lighthouse's measure of this machine's speed during a run (higher is faster): figures of two sessions compare only
 * at similar indexes (docs/performance.md, "This session's machine").
 */
export const machineIndex = (lhr) => Math.round(lhr.environment?.benchmarkIndex ?? 0);

/** For each of `ps`, the value under which that many per cent of `xs` fall (the median at 50), nearest rank. */
export const percentiles = (xs, ps) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return ps.map((p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

/** A port free on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the server mode (`dist-server/main.mjs` under `root`) with `env` on `port` (a free one by default), and
 * resolves once its API answers, with its address and a `stop()` that resolves when it has exited.
 */
export async function startServer(env, { root = '.', port } = {}) {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, [join(root, 'dist-server/main.mjs')], {
    env: { ...process.env, ...env, PORT: String(listen), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  process.on('exit', () => child.kill());
  const url = `http://127.0.0.1:${listen}`;
  await waitForServer(`${url}/api/pages/help-center`, 600);
  return { url, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
}

/**
 * Starts a mode's host for the build in `root` on `port`: `dist/` under `serve` (static), or
 * `dist-server/main.mjs` over a throw-away DATA_DIR (server). Resolves with a function that stops it.
 */
export async function startHost(root, mode, port) {
  if (mode === 'static') {
    const server = await serveStatic(join(root, 'dist'), port);
    return () => server.kill();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const server = await startServer({ DATA_DIR: dataDir }, { root, port });
  return () => {
    void server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Signs `page` in through the login form, as a visitor would. */
export async function signInThroughForm(page, base, email, password) {
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Signs `page` in as the demo administrator through the login form. */
export const signInAsAdmin = (page, base) => signInThroughForm(page, base, 'admin@demo.com', 'admin');
