// How many components React renders for one view of the products list (search keystroke, sort, page change):
// a stand-in for React DevTools' hook, installed before the app starts, counts in each commit the components
// that were mounted or whose props or state changed, and how many of them are emotion styled components.
// Deterministic, unlike timings on a shared machine (docs/performance.md, "List interactions").
//
//   BENCH_ROOT=/tmp/x BENCH_PORT=5241 node scripts/bench-list-renders.mjs    a build's dist/ (static mode)
//   BENCH_URL=http://127.0.0.1:5173 node scripts/bench-list-renders.mjs      a running host (the dev server
//                                                                             names the components: BENCH_NAMES=1)
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs, searchKeys, signInAsAdmin, startHost } from './bench-setup.mjs';
import { installHook } from './render-count-hook.mjs';

const port = Number(process.env.BENCH_PORT ?? 4197);
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
const stopHost = process.env.BENCH_URL
  ? () => {}
  : await startHost(resolve(process.env.BENCH_ROOT ?? '.'), 'static', port);
const list = '/apps/ecommerce/product/list';

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
await page.addInitScript(installHook, process.env.BENCH_NAMES === '1');
await signInAsAdmin(page, base);

const rowsReady = () =>
  page.waitForFunction(
    () => document.querySelectorAll('table tbody tr').length >= 5 && !document.querySelector('table[aria-busy="true"]'),
  );
const firstRowText = () => page.locator('table tbody tr').first().textContent();

/** The commits from the action until the first row shows other text and the page is idle again. */
async function count(label, act) {
  await page.goto(`${base}${list}`);
  await rowsReady();
  await page.waitForTimeout(500);
  const before = await firstRowText();
  await page.evaluate(() => (window.__commits.length = 0));
  await act();
  await page.waitForFunction((b) => document.querySelector('table tbody tr')?.textContent !== b, before);
  await rowsReady();
  await page.waitForTimeout(500);
  const commits = await page.evaluate(() => window.__commits);
  const biggest = commits.reduce((a, b) => (b.total > a.total ? b : a));
  console.log(
    `${label.padEnd(17)} commits ${commits.length}, components per commit ${commits.map((c) => `${c.total}/${c.styled}`).join(' ')} (all/styled)`,
  );
  if (process.env.BENCH_NAMES === '1') {
    for (const c of commits.filter((x) => x.total >= 100)) {
      const top = Object.entries(c.names).sort((a, b) => b[1] - a[1]);
      console.log(`  ${c.total}${c === biggest ? ' (largest)' : ''}: ${top.map(([n, k]) => `${n} ${k}`).join(', ')}`);
    }
  }
}

await count('search keystroke', () => page.getByRole('searchbox').first().press(searchKeys[0]));
await count('sort by price', () =>
  page
    .getByRole('table')
    .first()
    .getByRole('button', { name: /prix|price|السعر/i })
    .click(),
);
await count('page change', () => page.getByRole('button', { name: /page suivante|next page|الصفحة التالية/i }).click());

await browser.close();
stopHost();
