// The back office, signed in as the demo administrator through the real sign-in form, in both modes: the static
// build served as a static host does (`serve`: gzip, files first, then the SPA fallback) and the server mode
// (dist-server/main.mjs over a throw-away DATA_DIR). For each page and mode:
//  1. what a first visit fetches, counted in Chromium with the HTTP cache and the service workers cleared:
//     requests, first-load JavaScript (gzip of each script, as the issue counts it, and bytes on the wire), HTML,
//     and how many scripts the HTML did not name (each found a round trip or more later);
//  2. Lighthouse (mobile and desktop, median of BENCH_RUNS), on a cold first visit (HTTP cache, Cache Storage
//     and service workers cleared before each run; the session cookies and saved preferences stay) and on a
//     return visit (the page opened once just before each run);
//  3. list interactions timed on the products list: search keystroke, sort and page change, each from the
//     user's action to the next frame painted with the new rows (median of 5).
// Figures, not pass/fail (targets and figures: docs/performance.md). The machine is shared: the load average is
// printed with each mode; bytes, requests and the longest request chain do not depend on it, timings do.
//
//   node scripts/bench-backoffice.mjs            builds first (BENCH_SKIP_BUILD=1 measures the existing build)
//   BENCH_ROOT=/tmp/other                         measures the build in /tmp/other/dist and /tmp/other/dist-server
//   BENCH_MODES=static,server BENCH_RUNS=3 BENCH_FACTORS=mobile,desktop BENCH_VISITS=cold,return
//   BENCH_THROTTLING=simulate,devtools (simulated, and applied on cold mobile visits) BENCH_SAVE=/tmp/lhr (writes every Lighthouse report there) BENCH_PAGES=ecommerce,analytics,products BENCH_LONG_TASKS=1 (long tasks, main-thread work, time per script) BENCH_EACH=1 (every run) BENCH_SKIP_LIGHTHOUSE=1 BENCH_SKIP_INTERACTIONS=1 BENCH_PORT=4198 BENCH_DEBUG_PORT=5198 BENCH_DEBUG=1
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  buildUnlessSkipped,
  chromePath,
  chromiumArgs,
  loadAverage,
  machineIndex,
  percentiles,
  searchKeys,
  signInAsAdmin,
  startHost,
} from './bench-setup.mjs';

const root = resolve(process.env.BENCH_ROOT ?? '.');
const port = Number(process.env.BENCH_PORT ?? 4198);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const list = (name, all) => (process.env[name] ?? all).split(',').filter(Boolean);
const modes = list('BENCH_MODES', 'static,server');
const factors = list('BENCH_FACTORS', 'mobile,desktop');
const visits = list('BENCH_VISITS', 'cold,return');
const throttlings = list('BENCH_THROTTLING', 'simulate,devtools');
const debugPort = Number(process.env.BENCH_DEBUG_PORT ?? port + 1000);
if (process.env.BENCH_SAVE) mkdirSync(process.env.BENCH_SAVE, { recursive: true });
const base = `http://127.0.0.1:${port}`;
const allPages = {
  ecommerce: '/dashboards/ecommerce',
  analytics: '/dashboards/analytics',
  products: '/apps/ecommerce/product/list',
};
const pages = Object.fromEntries(
  list('BENCH_PAGES', Object.keys(allPages).join(',')).map((name) => [name, allPages[name]]),
);

if (!process.env.BENCH_ROOT) buildUnlessSkipped('dist');

const median = (xs) => percentiles(xs, [50])[0];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Everything a visit downloads until its page shows its heading and the network is idle, and how many of its
 * scripts the HTML did not name (a script tag or a module preload): each of those is found only once a script
 * that imports it has arrived, so at least one round trip later.
 */
async function firstVisit(context, path) {
  const page = await context.newPage();
  const pending = [];
  const measure = async (request) => {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    const type = request.resourceType();
    const body = ['script', 'document'].includes(type) ? await response?.body().catch(() => null) : null;
    return {
      type,
      path: new URL(request.url()).pathname,
      wire: sizes.responseBodySize,
      gzip: body && type === 'script' ? gzipSync(body).length : 0,
      text: type === 'document' ? (body?.toString('utf8') ?? '') : '',
    };
  };
  // A request that ends as the page closes is not counted (nothing the page waited for).
  page.on('requestfinished', (request) => pending.push(measure(request).catch(() => null)));
  await page.goto(`${base}${path}`);
  // On a loaded machine the start can pause longer than the idle window: wait for the page itself first.
  await page.locator('#root main h1').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const requests = (await Promise.all(pending)).filter(Boolean);
  await page.close();
  const scripts = requests.filter((r) => r.type === 'script');
  const html = requests.find((r) => r.type === 'document');
  return {
    requests: requests.length,
    jsGzip: scripts.reduce((n, r) => n + r.gzip, 0),
    jsWire: scripts.reduce((n, r) => n + r.wire, 0),
    scripts: scripts.length,
    late: scripts.filter((r) => !html?.text.includes(`"${r.path}"`)).length,
    html: html?.wire ?? 0,
  };
}

/** A first visit's state: no HTTP cache, no Cache Storage, no service worker; cookies and preferences stay. */
async function forget(cdp) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
}

async function lighthouseMedian(context, cdp, path, factor, visit, mode, throttling) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    if (visit === 'cold') await forget(cdp);
    else {
      const warm = await context.newPage();
      await warm.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await warm.close();
    }
    const r = await lighthouse(
      `${base}${path}`,
      {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance'],
        throttlingMethod: throttling,
      },
      factor === 'desktop' ? desktopConfig : undefined,
    );
    if (r?.lhr) results.push(r.lhr);
    if (r?.lhr && process.env.BENCH_SAVE)
      writeFileSync(
        join(process.env.BENCH_SAVE, `${mode}${path.replaceAll('/', '_')}-${visit}-${factor}-${throttling}-${i}.json`),
        r.report,
      );
  }
  const lhr = computeMedianRun(results);
  // BENCH_EACH=1: every run's performance / FCP / LCP / TBT, to see the spread behind the median.
  if (process.env.BENCH_EACH === '1') {
    const each = (r) =>
      [
        r.categories.performance?.score * 100,
        ...['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map(
          (a) => r.audits[a]?.numericValue,
        ),
        // What the unthrottled load itself did, which the simulation starts from.
        r.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint,
      ]
        .map((n) => Math.round(n ?? 0))
        .join('/');
    console.log(
      `  ${path} ${visit} ${factor} ${throttling} runs (perf/FCP/LCP/TBT/observed FCP): ${results.map(each).join(' · ')}`,
    );
  }
  const ms = (a) => Math.round(lhr.audits[a]?.numericValue ?? 0);
  const network = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    machine: machineIndex(lhr),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    requests: network.length,
    transfer: network.reduce((n, item) => n + (item.transferSize ?? 0), 0),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node ?? {},
    longTasks: lhr.audits['long-tasks']?.details?.items ?? [],
    work: lhr.audits['mainthread-work-breakdown']?.details?.items ?? [],
    bootup: lhr.audits['bootup-time']?.details?.items ?? [],
  };
}

/**
 * Runs `act` in the page and resolves with timings: from the action to the first frame painted after the
 * table's rows changed (`total`), and from the matching API response's end to that frame (`afterResponse`).
 */
async function timeInteraction(page, act) {
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

async function interactions(page) {
  const table = () => page.getByRole('table').first();
  const rowsReady = () =>
    page.waitForFunction(
      () =>
        document.querySelectorAll('table tbody tr').length >= 5 && !document.querySelector('table[aria-busy="true"]'),
    );
  // As a visitor does, the pointer reaches the control before the click: what hovering brings (a tooltip, the
  // scroll that showed the control) happens before the measured interaction, not inside it.
  const pointAt = async (control) => {
    await control.hover();
    await page.waitForTimeout(400);
    return () => control.click();
  };
  const measures = {
    'search keystroke': async (i) => {
      await page.goto(`${base}${pages.products}`);
      await rowsReady();
      const box = page.getByRole('searchbox').first();
      await box.click();
      return timeInteraction(page, () => box.press(searchKeys[i % searchKeys.length]));
    },
    'sort by price': async () => {
      await page.goto(`${base}${pages.products}`);
      await rowsReady();
      return timeInteraction(page, await pointAt(table().getByRole('button', { name: /prix|price|السعر/i })));
    },
    'page change': async () => {
      await page.goto(`${base}${pages.products}`);
      await rowsReady();
      return timeInteraction(
        page,
        await pointAt(page.getByRole('button', { name: /page suivante|next page|الصفحة التالية/i })),
      );
    },
  };
  console.log('\nlist interactions on the products list (median of 5), action -> rows painted');
  for (const [label, run] of Object.entries(measures)) {
    const samples = [];
    for (let i = 0; i < 5; i++) samples.push(await run(i));
    const total = Math.round(median(samples.map((s) => s.total)));
    const after = Math.round(median(samples.map((s) => s.afterResponse)));
    console.log(
      `${label.padEnd(18)} ${String(total).padStart(4)} ms in all; ${String(after).padStart(3)} ms from the API response to the painted rows`,
    );
  }
}

for (const mode of modes) {
  console.log(
    `\n== ${mode} mode (${mode === 'static' ? '`serve`, gzip' : 'dist-server/main.mjs'}) — load average ${loadAverage()} ==`,
  );
  const stop = await startHost(root, mode, port);
  // A persistent context is Chromium's default one: Lighthouse, attached through the debugging port, sees its
  // cookies and its HTTP cache.
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
  const cdp = await context.newCDPSession(page);
  await signInAsAdmin(page, base);

  console.log('\nfirst visit (cache and service workers cleared), signed in');
  console.log(
    'page       requests  scripts  not named by the HTML  first-load JS gzip  JS on the wire  HTML on the wire',
  );
  for (const [name, path] of Object.entries(pages)) {
    await forget(cdp);
    const v = await firstVisit(context, path);
    console.log(
      `${name.padEnd(10)} ${String(v.requests).padStart(8)} ${String(v.scripts).padStart(8)} ${String(v.late).padStart(22)} ${kb(v.jsGzip).padStart(19)} ${kb(v.jsWire).padStart(15)} ${kb(v.html).padStart(17)}`,
    );
  }
  if (mode === 'static') {
    const worker = await fetch(`${base}/mock-api-worker.js`);
    // A build without the worker answers index.html there (SPA fallback).
    console.log(
      worker.headers.get('content-type')?.includes('javascript')
        ? `(plus the mock API's service worker, ${kb(gzipSync(Buffer.from(await worker.arrayBuffer())).length)} gzip, fetched by the browser once per install, not by the page)`
        : '(no mock API service worker in this build)',
    );
  }

  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    // Simulated throttling is Lighthouse's default and the targets' measure; applied throttling (the page really
    // loaded over the throttled connection and CPU) shows what the simulation gets wrong about module preloads
    // (docs/performance.md, "What the simulation counts as blocking"): cold mobile visits only.
    console.log(`\nLighthouse, median of ${runs} (transfer: bytes on the wire)`);
    console.log(
      '| page | visit | form | throttling | perf | FCP | LCP | TBT | CLS | requests | transfer | machine index |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const throttling of throttlings)
      for (const [name, path] of Object.entries(pages))
        for (const visit of throttling === 'simulate' ? visits : visits.filter((v) => v === 'cold'))
          for (const factor of throttling === 'simulate' ? factors : factors.filter((f) => f === 'mobile')) {
            const r = await lighthouseMedian(context, cdp, path, factor, visit, mode, throttling);
            console.log(
              `| ${name} | ${visit} | ${factor} | ${throttling === 'simulate' ? 'simulated' : 'applied'} | ${r.perf} | ${r.fcp} ms | ${r.lcp} ms | ${r.tbt} ms | ${r.cls} | ${r.requests} | ${kb(r.transfer)} | ${r.machine} |`,
            );
            if (process.env.BENCH_LCP_ELEMENT === '1')
              console.log(
                `  LCP element: ${r.lcpElement.snippet} «${r.lcpElement.nodeLabel}» ${JSON.stringify(r.lcpElement.boundingRect)}`,
              );
            if (process.env.BENCH_LONG_TASKS === '1') {
              // Throttled times (simulated or applied), as Lighthouse counts them for its blocking time.
              for (const t of r.longTasks)
                console.log(`  long task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms ${t.url}`);
              console.log(
                `  main thread: ${r.work.map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`).join(', ')}`,
              );
              for (const b of r.bootup)
                console.log(
                  `  script ${b.url.replace(base, '')}: ${Math.round(b.scripting)} ms running, ${Math.round(b.scriptParseCompile)} ms compiling`,
                );
            }
          }
  }

  if (process.env.BENCH_SKIP_INTERACTIONS !== '1') await interactions(page);
  console.log(`(load average at the end: ${loadAverage()})`);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  stop();
}
