// What both benchmark scripts share: Chromium flags, the optional build, and a compressing static server.
import { spawn, spawnSync } from 'node:child_process';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

/** `serve` compresses like a real static host (gzip) and falls back to index.html for deep links. */
export async function serveStatic(dist, port) {
  const server = spawn(
    process.execPath,
    [
      'node_modules/serve/build/main.js',
      '--single',
      '--no-clipboard',
      '--no-request-logging',
      '--listen',
      `tcp://127.0.0.1:${port}`,
      dist,
    ],
    { stdio: 'ignore' },
  );
  process.on('exit', () => server.kill());
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no server at ${url}`);
}
