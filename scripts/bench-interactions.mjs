// List interactions on the products list, signed in, at full speed and under Chromium's 4× CPU throttling
// (Emulation.setCPUThrottlingRate): search keystroke, sort and page change, each from the input event to the
// next frame painted with the new rows (median of 5). Figures, not pass/fail: targets in docs/performance.md.
// The machine is shared, so the load average is printed with the figures.
// Static mode: `dist/` under `serve`, the service worker answers the API; server mode: `dist-server/main.mjs`
// over a throw-away DATA_DIR (PGlite), the API over HTTP.
//
//   node scripts/bench-interactions.mjs                builds into dist/ first, static mode
//   BENCH_SKIP_BUILD=1 BENCH_ROOT=/tmp/x BENCH_PORT=5172 node ...   measures /tmp/x/dist (and /tmp/x/dist-server)
//   BENCH_MODE=server                                  the server mode (needs dist-server/, so a built root)
//   BENCH_RATES=1,4 BENCH_SAMPLES=5                    throttling rates and samples per figure
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import {
  buildUnlessSkipped,
  chromePath,
  chromiumArgs,
  loadAverage,
  percentiles,
  searchKeys,
  signInAsAdmin,
  startHost,
} from './bench-setup.mjs';

const root = resolve(process.env.BENCH_ROOT ?? '.');
const mode = process.env.BENCH_MODE ?? 'static';
const port = Number(process.env.BENCH_PORT ?? 4196);
const base = `http://127.0.0.1:${port}`;
const rates = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);
const samples = Number(process.env.BENCH_SAMPLES ?? 5);
const list = '/apps/ecommerce/product/list';

if (!process.env.BENCH_ROOT) buildUnlessSkipped('dist');
const stopHost = await startHost(root, mode, port);
console.log(`${mode} mode, ${root}; load average at the start: ${loadAverage()}`);
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await signInAsAdmin(page, base);

let rate = 1;
const median = (xs) => percentiles(xs, [50])[0];

/** Runs `act`; resolves with the time from its input event to the first frame painted after the rows changed. */
async function timeInteraction(act) {
  await page.evaluate(() => {
    const body = document.querySelector('table tbody');
    window.__bench = { t0: null, done: null };
    const armed = (e) => {
      window.__bench.t0 ??= e.timeStamp;
    };
    window.addEventListener('keydown', armed, { capture: true, once: true });
    window.addEventListener('pointerdown', armed, { capture: true, once: true });
    const obs = new MutationObserver(() => {
      // A change before the input event (the page still settling) is not the answer to it.
      if (window.__bench.t0 === null) return;
      obs.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.__bench.done ??= performance.now();
        }, 0),
      );
    });
    obs.observe(body, { childList: true, subtree: true, characterData: true });
  });
  // Only the interaction runs throttled, not the page's load before it.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    await act();
    await page.waitForFunction(() => window.__bench.done !== null, null, { timeout: 20_000 });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  return page.evaluate(() => window.__bench.done - window.__bench.t0);
}

const rowsReady = () =>
  page.waitForFunction(
    () => document.querySelectorAll('table tbody tr').length >= 5 && !document.querySelector('table[aria-busy="true"]'),
    null,
    { timeout: 30_000 },
  );
/** The pointer reaches the control before the click, as a visitor's does; what hovering brings is not timed. */
async function pointAt(control) {
  await control.hover();
  await page.waitForTimeout(400);
  return () => control.click();
}
const openList = async () => {
  await page.goto(`${base}${list}`);
  await rowsReady();
};
const measures = {
  'search keystroke': async (i) => {
    await openList();
    const box = page.getByRole('searchbox').first();
    await box.click();
    return timeInteraction(() => box.press(searchKeys[i % searchKeys.length]));
  },
  'sort by price': async () => {
    await openList();
    return timeInteraction(
      await pointAt(
        page
          .getByRole('table')
          .first()
          .getByRole('button', { name: /prix|price|السعر/i }),
      ),
    );
  },
  'page change': async () => {
    await openList();
    return timeInteraction(
      await pointAt(page.getByRole('button', { name: /page suivante|next page|الصفحة التالية/i })),
    );
  },
};

for (rate of rates) {
  console.log(`\n-- products list, CPU ${rate}×, median of ${samples}, input -> rows painted --`);
  for (const [label, run] of Object.entries(measures)) {
    const times = [];
    for (let i = 0; i < samples; i++) times.push(await run(i));
    console.log(
      `${label.padEnd(18)} ${String(Math.round(median(times))).padStart(4)} ms  (${times.map(Math.round).join(', ')})`,
    );
  }
}
console.log(`load average at the end: ${loadAverage()}`);

await browser.close();
stopHost();
