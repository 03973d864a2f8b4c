// Lighthouse on the public landing page: mobile and desktop, median of 3 runs each, in Debian's Chromium
// with the flags of playwright.config.ts. Prints the four category scores, LCP, CLS, TBT, and the JS and CSS
// bytes (gzip) of the first load of /. Figures, not pass/fail (targets and figures: docs/performance.md).
//
//   node scripts/bench-landing.mjs                 builds into dist/ first (prerender included)
//   BENCH_SKIP_BUILD=1 BENCH_DIST=/tmp/x node ...  measures an existing build
//   BENCH_RUNS=1 BENCH_PORT=4199                   fewer runs, another port
import { buildUnlessSkipped, chromePath, chromiumArgs, machineIndex, serveStatic } from './bench-setup.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 4199);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const url = `http://127.0.0.1:${port}/`;

buildUnlessSkipped(dist);
const server = await serveStatic(dist, port);

/**
 * JS and CSS fetched by a fresh visit of / until the network is quiet, gzipped here, whatever the server sent;
 * then what the app adds when the visitor's first move starts it (scripts/prerender-loader.mjs).
 */
async function firstLoadBytes() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await res.body();
      files.push({ type, url: res.url(), gzip: gzipSync(body).length });
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const sum = (list, type) => list.filter((f) => f.type === type).reduce((n, f) => n + f.gzip, 0);
  const first = [...files];
  // Twice: the first move after a load has no movement, which the loader takes for a resting cursor.
  await page.mouse.move(10, 10);
  await page.mouse.move(11, 11);
  await page.locator('#prerender').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  const takeover = files.slice(first.length);
  const html = gzipSync(Buffer.from(await (await fetch(url)).text())).length;
  await browser.close();
  return {
    js: sum(first, 'script'),
    css: sum(first, 'stylesheet'),
    html,
    files: first.sort((a, b) => b.gzip - a.gzip),
    takeoverJs: sum(takeover, 'script'),
    takeoverFiles: takeover.sort((a, b) => b.gzip - a.gzip),
  };
}

async function lighthouseRuns(formFactor) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
    try {
      const config = formFactor === 'desktop' ? desktopConfig : undefined;
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        config,
      );
      results.push(lhr);
    } finally {
      await chrome.kill();
    }
  }
  const lhr = computeMedianRun(results);
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: Number(metric('cumulative-layout-shift').toFixed(4)),
    tbtMs: Math.round(metric('total-blocking-time')),
    fcpMs: Math.round(metric('first-contentful-paint')),
    machine: machineIndex(lhr),
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id),
  };
}

try {
  const bytes = await firstLoadBytes();
  const mobile = await lighthouseRuns('mobile');
  const desktop = await lighthouseRuns('desktop');
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nLanding page ${url} — Lighthouse median of ${runs} (Debian Chromium)`);
  console.table(
    [mobile, desktop].map((r) => ({
      'form factor': r.formFactor,
      performance: r.performance,
      accessibility: r.accessibility,
      'best practices': r.bestPractices,
      seo: r.seo,
      'LCP (ms)': r.lcpMs,
      CLS: r.cls,
      'TBT (ms)': r.tbtMs,
      'machine index': r.machine,
    })),
  );
  for (const r of [mobile, desktop])
    if (r.failing.length) console.log(`${r.formFactor} audits below 0.9: ${r.failing.join(', ')}`);
  console.log(`First load of / (gzip): JS ${kb(bytes.js)}, CSS ${kb(bytes.css)}, HTML ${kb(bytes.html)} (CSS inline)`);
  if (bytes.files.length)
    console.log(
      'First-load scripts:',
      bytes.files
        .slice(0, 8)
        .map((f) => `${f.url.split('/').pop()} ${kb(f.gzip)}`)
        .join(', '),
    );
  console.log(
    `Then, when the visitor's first move (or the carousel's first turn) starts the app: JS ${kb(bytes.takeoverJs)} (gzip)`,
  );
  console.log(
    'Largest app scripts:',
    bytes.takeoverFiles
      .slice(0, 6)
      .map((f) => `${f.url.split('/').pop()} ${kb(f.gzip)}`)
      .join(', '),
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/landing.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        url,
        runs,
        mobile,
        desktop,
        firstLoad: { jsGzip: bytes.js, cssGzip: bytes.css, htmlGzip: bytes.html, files: bytes.files },
        takeover: { jsGzip: bytes.takeoverJs, files: bytes.takeoverFiles },
      },
      null,
      2,
    ),
  );
} finally {
  server.kill();
}
