// First-load JavaScript of three back-office pages, signed in: every script a fresh tab downloads until the
// network is quiet, gzip size by chunk, and by package (each chunk's gzip size shared out in proportion to
// the minified bytes its source map gives each package; approximate, gzip is not linear).
// Figures, not pass/fail (targets and figures: docs/performance.md).
//
//   node scripts/bench-bundle.mjs                       builds with hidden source maps into a temporary folder
//   BENCH_BUNDLE_DIST=/tmp/x node ...                  measures that build (built there with maps if absent)
//   BENCH_PORT=5171 BENCH_BUNDLE_CHUNKS=0               another port; packages only
import { chromePath, chromiumArgs, serveStatic, signInAsAdmin } from './bench-setup.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const dist = process.env.BENCH_BUNDLE_DIST ?? join(tmpdir(), 'okoume-bench-bundle');
const port = Number(process.env.BENCH_PORT ?? 4197);
const base = `http://127.0.0.1:${port}`;
const pages = {
  'e-commerce dashboard': '/dashboards/ecommerce',
  'analytics dashboard': '/dashboards/analytics',
  'products list': '/apps/ecommerce/product/list',
};

// Hidden maps leave the scripts as the normal build writes them (no sourceMappingURL comment).
if (!existsSync(join(dist, 'index.html'))) {
  const r = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--emptyOutDir', '--sourcemap', 'hidden'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PRERENDER: '0' } },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = await serveStatic(dist, port);
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const signIn = await context.newPage();
await signInAsAdmin(signIn, base);
await signIn.close();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Scripts a fresh tab downloads for `path` (the HTTP cache is per tab's context, so it is cleared first). */
async function scriptsOf(path) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  const files = new Map();
  tab.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      files.set(new URL(res.url()).pathname, await res.body());
    } catch {
      // no body (redirect, aborted)
    }
  });
  await tab.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // Until the page is drawn as far as a first load draws it (no placeholder left near the screen; parts further
  // below wait for the reader, components/turn.tsx), then quiet again.
  await tab.waitForFunction(() => {
    const main = document.querySelector('main');
    const near = (el) => el.getBoundingClientRect().top < innerHeight * 1.5;
    return main?.querySelector('h1') && ![...main.querySelectorAll('[aria-busy="true"], .MuiSkeleton-root')].some(near);
  });
  await tab.waitForLoadState('networkidle');
  await tab.close();
  return files;
}

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Generated line/column → source index, from a source map's `mappings` (only the fields needed here). */
function* segments(mappings) {
  let source = 0;
  const lines = mappings.split(';');
  for (let line = 0; line < lines.length; line++) {
    let column = 0;
    for (const segment of lines[line].split(',')) {
      if (!segment) continue;
      const fields = [];
      for (let i = 0, value = 0, shift = 0; i < segment.length; i++) {
        const digit = VLQ.indexOf(segment[i]);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      yield { line, column, source: fields.length > 1 ? source : -1 };
    }
  }
}

/** The package a source belongs to: `react-dom`, `@mui/material`, or the app's own folder (`app: features/x`). */
function packageOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf('src/');
  if (src < 0) return '(other)';
  const parts = source.slice(src + 4).split('/');
  return `app: ${parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]}`;
}

/** Minified bytes per package in one chunk, from its source map. */
function bytesByPackage(file, code) {
  const byPackage = new Map();
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return new Map([['(no source map)', code.length]]);
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.toString('utf8').split('\n');
  let previous = null;
  const close = (end) => {
    if (!previous) return;
    const name = previous.source < 0 ? '(other)' : packageOf(map.sources[previous.source]);
    const text =
      previous.line === end.line
        ? lines[previous.line].slice(previous.column, end.column)
        : lines[previous.line].slice(previous.column);
    byPackage.set(name, (byPackage.get(name) ?? 0) + Buffer.byteLength(text));
  };
  for (const seg of segments(map.mappings)) {
    close(seg);
    previous = seg;
  }
  close({ line: -1, column: 0 });
  return byPackage;
}

const add = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);
/** Rows from the largest; those under `least` bytes are summed into one line. */
function table(rows, total, least = 1024) {
  const sorted = [...rows].sort((a, b) => b[1] - a[1]);
  const line = (name, n) => `  ${kb(n).padStart(9)}  ${((100 * n) / total).toFixed(0).padStart(3)} %  ${name}`;
  const small = sorted.filter(([, n]) => n < least);
  const rest = small.reduce((sum, [, n]) => sum + n, 0);
  return [
    ...sorted.filter(([, n]) => n >= least).map(([name, n]) => line(name, n)),
    ...(small.length ? [line(`${small.length} more under ${kb(least)}`, rest)] : []),
  ].join('\n');
}

for (const [label, path] of Object.entries(pages)) {
  const files = await scriptsOf(path);
  const chunks = new Map();
  const packages = new Map();
  const inside = new Map();
  for (const [file, code] of files) {
    const gzip = gzipSync(code).length;
    const chunk = file.replace(/^\/assets\//, '');
    chunks.set(chunk, gzip);
    const minified = bytesByPackage(file, code);
    const sum = [...minified.values()].reduce((n, b) => n + b, 0) || 1;
    const own = new Map();
    for (const [name, bytes] of minified) {
      add(packages, name, (gzip * bytes) / sum);
      add(own, name, (gzip * bytes) / sum);
    }
    inside.set(chunk, own);
  }
  const total = [...chunks.values()].reduce((n, s) => n + s, 0);
  console.log(`\n-- ${label} (${path}): ${kb(total)} gzip in ${chunks.size} scripts --`);
  if (process.env.BENCH_BUNDLE_CHUNKS !== '0') {
    console.log(`by chunk:\n${table(chunks, total)}`);
    for (const [chunk, gzip] of chunks)
      if (gzip >= 10 * 1024) console.log(`inside ${chunk} (${kb(gzip)}):\n${table(inside.get(chunk), gzip, 1024)}`);
  }
  console.log(`by package (estimated from minified shares):\n${table(packages, total)}`);
}

await browser.close();
server.kill();
