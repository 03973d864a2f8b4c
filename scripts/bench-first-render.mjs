// How many components React renders while a back-office page loads (a cold visit, signed in, 412 px wide like
// Lighthouse's phone): each commit's count of mounted or changed components and of emotion styled ones, from a
// stand-in for React DevTools' hook installed before the app starts. Deterministic where timings on a shared
// machine are not (docs/performance.md, "First render: fewer components").
//
//   BENCH_ROOT=/tmp/x node scripts/bench-first-render.mjs [path…]     a build's dist/ (static mode)
//   BENCH_URL=http://127.0.0.1:5173 BENCH_NAMES=1 node scripts/bench-first-render.mjs   the dev server, named
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs, signInAsAdmin, startHost } from './bench-setup.mjs';
import { installHook } from './render-count-hook.mjs';

const port = Number(process.env.BENCH_PORT ?? 4198);
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
const stopHost = process.env.BENCH_URL
  ? () => {}
  : await startHost(resolve(process.env.BENCH_ROOT ?? '.'), 'static', port);
const paths = process.argv.slice(2);
const pages = paths.length ? paths : ['/dashboards/ecommerce', '/dashboards/analytics', '/apps/ecommerce/product/list'];
const names = process.env.BENCH_NAMES === '1';

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await signInAsAdmin(page, base);
await page.addInitScript(installHook, names);

for (const path of pages) {
  await page.goto('about:blank');
  await page.goto(`${base}${path}`);
  // Loaded: nothing busy on the page, and no commit for a second.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 60_000 });
  await page.waitForFunction(
    () => window.__commits.length > 0 && performance.now() - window.__commits.at(-1).at > 1000,
    null,
    { timeout: 60_000, polling: 250 },
  );
  const commits = await page.evaluate(() => window.__commits);
  const sum = (key) => commits.reduce((s, c) => s + c[key], 0);
  console.log(`${path.padEnd(30)} commits ${commits.length}, components ${sum('total')} (styled ${sum('styled')})`);
  console.log(`  per commit: ${commits.map((c) => `${c.total}/${c.styled}`).join(' ')} (all/styled)`);
  if (names)
    for (const c of commits.filter((x) => x.total >= 100)) {
      const top = Object.entries(c.names).sort((a, b) => b[1] - a[1]);
      console.log(
        `  ${c.total}: ${top
          .slice(0, 20)
          .map(([n, k]) => `${n} ${k}`)
          .join(', ')}`,
      );
    }
}

await browser.close();
stopHost();
