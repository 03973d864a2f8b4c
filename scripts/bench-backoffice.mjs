// The e-commerce back office, signed in as the demo administrator:
//  1. Lighthouse (mobile and desktop, median of 3) on /dashboards/ecommerce and the products list;
//  2. first-load JS (gzip) of each of those pages, and apart from it the mock API's service worker script;
//  3. list interactions timed in Chromium: search keystroke, sort and page change, each from the user's
//     action to the next frame painted with the new rows (median of 5).
// Figures, not pass/fail (targets and figures: docs/performance.md).
//
//   node scripts/bench-backoffice.mjs                      builds into dist/ first
//   BENCH_SKIP_BUILD=1 BENCH_DIST=/tmp/x node ...         measures an existing build
//   BENCH_RUNS=1 BENCH_PORT=4198 BENCH_SKIP_LIGHTHOUSE=1   fewer runs, another port, interactions only
//   BENCH_DEBUG=1                                          prints each interaction's API request timings
import { buildUnlessSkipped, chromePath, chromiumArgs, serveStatic } from './bench-setup.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 4198);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const debugPort = port + 1000;
const base = `http://127.0.0.1:${port}`;
const pages = { dashboard: '/dashboards/ecommerce', products: '/apps/ecommerce/product/list' };

buildUnlessSkipped(dist);
const server = await serveStatic(dist, port);

// A persistent context is Chromium's default one: Lighthouse, attached through the debugging port, sees its cookies.
const profile = mkdtempSync(join(tmpdir(), 'bench-backoffice-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromePath,
  args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  viewport: { width: 1440, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
if (process.env.BENCH_DEBUG) {
  await page.addInitScript(() => (window.__benchDebug = true));
  page.on('console', (m) => console.log('  page:', m.text()));
}
await page.goto(`${base}/login`);
await page.locator('input[type="email"]').fill('admin@demo.com');
await page.locator('input[autocomplete="current-password"]').fill('admin');
await page.locator('form button[type="submit"]').click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** gzip size of every script the page itself downloads (the mock API's service worker is not one of them). */
async function firstLoadJs(path) {
  const fresh = await context.newPage();
  const sizes = new Map();
  fresh.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      sizes.set(res.url(), gzipSync(await res.body()).length);
    } catch {
      // no body (redirect, aborted)
    }
  });
  await fresh.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await fresh.close();
  return [...sizes.values()].reduce((n, s) => n + s, 0);
}

console.log('\n-- first-load JavaScript (gzip), signed in --');
for (const [name, path] of Object.entries(pages))
  console.log(`${name.padEnd(10)} ${kb(await firstLoadJs(path))} downloaded by the page`);
const worker = await fetch(`${base}/mock-api-worker.js`);
// A build without the worker answers index.html there (SPA fallback).
console.log(
  worker.headers.get('content-type')?.includes('javascript')
    ? `mock API   ${kb(gzipSync(Buffer.from(await worker.arrayBuffer())).length)} service worker (/mock-api-worker.js), downloaded by the browser once per install or update, not by the page`
    : 'mock API   no service worker in this build',
);

if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
  console.log(`\n-- Lighthouse, median of ${runs} --`);
  for (const [name, path] of Object.entries(pages)) {
    for (const [factor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(
          `${base}${path}`,
          {
            port: debugPort,
            output: 'json',
            logLevel: 'error',
            disableStorageReset: true,
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          },
          config,
        );
        if (r?.lhr) results.push(r.lhr);
      }
      const lhr = computeMedianRun(results);
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const ms = (a) => Math.round(lhr.audits[a]?.numericValue ?? 0);
      console.log(
        `${name.padEnd(10)} ${factor.padEnd(8)} perf ${score('performance')}  a11y ${score('accessibility')}  bp ${score('best-practices')}  FCP ${ms('first-contentful-paint')} ms  LCP ${ms('largest-contentful-paint')} ms  TBT ${ms('total-blocking-time')} ms  CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
      );
    }
  }
}

/**
 * Runs `act` in the page and resolves with timings: from the action to the first frame painted after the
 * table's rows changed (`total`), and from the matching API response's end to that frame (`afterResponse`).
 */
async function timeInteraction(act) {
  await page.evaluate(() => {
    const body = document.querySelector('table tbody');
    // From the user's input event (its timeStamp), not from when the test driver starts looking for the element.
    window.__bench = { t0: null, done: null };
    const armed = (e) => {
      window.__bench.t0 ??= e.timeStamp;
    };
    window.addEventListener('keydown', armed, { capture: true, once: true });
    window.addEventListener('pointerdown', armed, { capture: true, once: true });
    const obs = new MutationObserver(() => {
      if (window.__bench.done) return;
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.__bench.done ??= performance.now();
        }, 0),
      );
      obs.disconnect();
    });
    obs.observe(body, { childList: true, subtree: true, characterData: true });
    performance.clearResourceTimings();
  });
  await act();
  await page.waitForFunction(() => window.__bench.done !== null, null, { timeout: 10_000 });
  return page.evaluate(() => {
    const api = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/apps/ecommerce/products'));
    const end = api.length ? Math.max(...api.map((e) => e.responseEnd)) : window.__bench.t0;
    if (window.__benchDebug)
      console.log(
        JSON.stringify(
          api.map((e) => [
            Math.round(e.startTime - window.__bench.t0),
            Math.round(e.responseEnd - window.__bench.t0),
            e.name.split('?')[1],
          ]),
        ),
        Math.round(window.__bench.done - window.__bench.t0),
      );
    return { total: window.__bench.done - window.__bench.t0, afterResponse: window.__bench.done - end };
  });
}

console.log('\n-- list interactions on the products list (median of 5), action -> rows painted --');
const table = () => page.getByRole('table').first();
const rowsReady = () =>
  page.waitForFunction(
    () => document.querySelectorAll('table tbody tr').length >= 5 && !document.querySelector('table[aria-busy="true"]'),
  );
/**
 * As a visitor does, the pointer reaches the control before the click: what hovering brings (a tooltip,
 * the scroll that showed the control) happens before the measured interaction, not inside it.
 */
async function pointAt(control) {
  await control.hover();
  await page.waitForTimeout(400);
  return () => control.click();
}
const measures = {
  'search keystroke': async (i) => {
    await page.goto(`${base}${pages.products}`);
    await rowsReady();
    const box = page.getByRole('searchbox').first();
    await box.click();
    return timeInteraction(() => box.press(['a', 'o', 'e', 'i', 'u'][i % 5]));
  },
  'sort by price': async () => {
    await page.goto(`${base}${pages.products}`);
    await rowsReady();
    return timeInteraction(await pointAt(table().getByRole('button', { name: /prix|price|السعر/i })));
  },
  'page change': async () => {
    await page.goto(`${base}${pages.products}`);
    await rowsReady();
    return timeInteraction(
      await pointAt(page.getByRole('button', { name: /page suivante|next page|الصفحة التالية/i })),
    );
  },
};
for (const [label, run] of Object.entries(measures)) {
  const samples = [];
  for (let i = 0; i < 5; i++) samples.push(await run(i));
  const total = Math.round(median(samples.map((s) => s.total)));
  const after = Math.round(median(samples.map((s) => s.afterResponse)));
  console.log(
    `${label.padEnd(18)} ${String(total).padStart(4)} ms in all; ${String(after).padStart(3)} ms from the API response to the painted rows`,
  );
}
console.log(`(in-browser mock API latency: ${process.env.VITE_MOCK_LATENCY_MS ?? 0} ms)`);

await context.close();
rmSync(profile, { recursive: true, force: true });
server.kill();
