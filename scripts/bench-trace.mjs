// A cold load of a back-office page traced in Chromium at full speed (signed in, 412 px wide, HTTP cache cleared):
// the main thread's tasks, those over 12.5 ms (over 50 ms, so blocking, under Lighthouse's 4× CPU), and the
// trace events that took the time, task by task and in all (docs/performance.md, "First render: fewer components").
//
// With the build's hidden source maps (`vite build --sourcemap hidden`), each long task's sampled functions are named.
//
//   BENCH_ROOT=/tmp/x node scripts/bench-trace.mjs [path]     a build's dist/ (static mode)
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs, signInAsAdmin, startHost } from './bench-setup.mjs';

const path = process.argv[2] ?? '/dashboards/ecommerce';
const port = Number(process.env.BENCH_PORT ?? 4199);
const base = `http://127.0.0.1:${port}`;
const root = resolve(process.env.BENCH_ROOT ?? '.');
const stop = await startHost(root, 'static', port);
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
];

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await signInAsAdmin(page, base);
await page.goto('about:blank');
const cdp = await context.newCDPSession(page);
await cdp.send('Network.clearBrowserCache');
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await browser.startTracing(page, { categories });
await cdp.send('Profiler.start');
await page.goto(`${base}${path}`);
await page.waitForLoadState('networkidle');
// Drawn as far as a first load draws: parts further below wait for the reader (components/turn.tsx, drawAhead).
await page.waitForFunction(
  () =>
    ![...document.querySelectorAll('[aria-busy="true"]')].some(
      (el) => el.getBoundingClientRect().top < innerHeight * 1.5,
    ),
  null,
  { timeout: 60_000 },
);
// And what follows (parts drawn in turn after those), as Lighthouse waits for a quiet main thread.
await page.waitForTimeout(2_000);
const { profile } = await cdp.send('Profiler.stop');
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());

// The page's main thread: the renderer thread that parsed the page's HTML.
const parse = traceEvents.find((e) => e.name === 'ParseHTML');
const events = traceEvents
  .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
// Self time: an event's duration less its direct children's.
const self = new Map();
const open = [];
for (const e of events) {
  while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
  if (open.length) self.set(open.at(-1), self.get(open.at(-1)) - e.dur);
  self.set(e, e.dur);
  open.push(e);
}
const ms = (us) => (us / 1000).toFixed(0);
const byName = (within) => {
  const out = new Map();
  for (const [e, t] of self) if (within(e)) out.set(e.name, (out.get(e.name) ?? 0) + t);
  return [...out].sort((a, b) => b[1] - a[1]);
};
const tasks = events.filter((e) => e.name === 'RunTask');
const long = tasks.filter((t) => t.dur > 12_500);
// Lighthouse's blocking time, roughly: each task after the first contentful paint, four times slower, beyond 50 ms.
const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint')?.ts ?? tasks[0].ts;
const blockingAfter = (from) =>
  tasks.filter((t) => t.ts >= from).reduce((sum, t) => sum + Math.max(0, 4 * t.dur - 50_000), 0);
console.log(
  `${path}: ${tasks.length} tasks, ${ms(tasks.reduce((s, t) => s + t.dur, 0))} ms in all; over 12.5 ms: ${long.length}; ` +
    `blocking at 4× after the first paint: ${ms(blockingAfter(paint))} ms`,
);
// The sampled JavaScript of a task: self time by function (the profiler's clock is the trace's), named
// through the build's hidden source maps when it has them (`vite build --sourcemap hidden`).
const maps = new Map();
const sourceOf = ({ functionName, url, lineNumber, columnNumber }) => {
  const file = url.split('/').pop();
  const mapFile = `${root}/dist/assets/${file}.map`;
  if (!maps.has(file)) maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  const map = maps.get(file);
  const at = map && lineNumber >= 0 && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (!at?.source) return `${functionName || '(anonymous)'} ${file}`;
  const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? functionName ?? '(anonymous)'} ${source}:${at.line}`;
};
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const samples = [];
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  const frame = nodes.get(id).callFrame;
  if (frame.url.startsWith('http')) samples.push([at, sourceOf(frame), profile.timeDeltas[i + 1] ?? 0]);
});
const scriptsIn = (t) => {
  const out = new Map();
  for (const [ts, name, dur] of samples)
    if (ts >= t.ts && ts <= t.ts + t.dur) out.set(name, (out.get(name) ?? 0) + dur);
  return [...out].sort((a, b) => b[1] - a[1]).slice(0, 6);
};
for (const t of long) {
  const inside = byName((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur).slice(0, 6);
  console.log(
    `  ${ms(t.dur)} ms at ${ms(t.ts - tasks[0].ts)} ms: ${inside.map(([n, v]) => `${n} ${ms(v)}`).join(', ')}`,
  );
  const js = scriptsIn(t);
  if (js.length) console.log(`      js: ${js.map(([n, v]) => `${n} ${ms(v)}`).join(', ')}`);
}
const bySource = new Map();
for (const [, name, dur] of samples) {
  const source = name.split(' ')[1].replace(/:\d+$/, '');
  bySource.set(source, (bySource.get(source) ?? 0) + dur);
}
console.log(
  '  JavaScript by file: ' +
    [...bySource]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([n, v]) => `${n} ${ms(v)}`)
      .join(', '),
);
console.log(
  '  in all: ' +
    byName(() => true)
      .slice(0, 12)
      .map(([n, v]) => `${n} ${ms(v)}`)
      .join(', '),
);
await browser.close();
stop();
