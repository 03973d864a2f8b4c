// `npm run bench:chat` (after `npm run build`): how long a chat message takes from the sender's Enter to the
// recipient's open conversation in the server mode (docs/performance.md, "Chat"), between two browser contexts
// signed in as the two administrators: on one process over PGlite, and across two processes on one PostgreSQL
// (docs/server.md, "Several processes"). Options: --setups=pglite,postgres --messages=20.
// Figures, not pass/fail: the end-to-end tests check that messages arrive, this script how fast.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs, loadAverage, percentiles, signInThroughForm, startServer } from './bench-setup.mjs';
import { startPostgres } from './postgres.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const setups = option('setups', 'pglite,postgres').split(',');
const messages = Number(option('messages', '20'));

/** Signs in through the form and opens the conversation with `withId` once its live stream answers. */
async function openChat(browser, url, email, password, withId) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await signInThroughForm(page, url, email, password);
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/apps/chat/events'));
  await page.goto(`/apps/chat?with=${withId}`);
  await stream;
  const thread = page.getByRole('region', { name: /^Discussion avec / });
  await thread.getByRole('log').waitFor();
  return { context, thread };
}

/** Milliseconds from Enter in `from` to the message's bubble in `to`, one message after the other. */
async function measure(from, to, toName, run) {
  const times = [];
  for (let i = 0; i < messages; i += 1) {
    const text = `Mesure ${run}-${i}`;
    const input = from.thread.getByRole('textbox', { name: `Message à ${toName}` });
    await input.fill(text);
    const start = performance.now();
    await input.press('Enter');
    await to.thread.getByRole('log').getByRole('listitem').filter({ hasText: text }).waitFor();
    times.push(performance.now() - start);
  }
  const [p50, p95, max] = percentiles(times, [50, 95, 100]).map(Math.round);
  return { p50, p95, max };
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
console.log(`Chat delivery, ${messages} messages each way, load average ${loadAverage()}\n`);
console.log('setup'.padEnd(44), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
for (const setup of setups) {
  const cleanup = [];
  try {
    let urls;
    if (setup === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'okoume-bench-chat-'));
      cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
      const server = await startServer({ DATA_DIR: dir });
      cleanup.unshift(server.stop);
      urls = [server.url, server.url];
    } else {
      const postgres = await startPostgres();
      cleanup.push(postgres.stop);
      // Started one after the other: the first migrates and seeds, the second finds it done.
      const one = await startServer({ DATABASE_URL: postgres.url });
      const two = await startServer({ DATABASE_URL: postgres.url });
      cleanup.unshift(one.stop, two.stop);
      urls = [one.url, two.url];
    }
    const aicha = await openChat(browser, urls[0], 'admin@demo.com', 'admin', 3);
    const michel = await openChat(browser, urls[1], 'support@demo.com', 'support', 1);
    cleanup.unshift(
      () => aicha.context.close(),
      () => michel.context.close(),
    );
    const label = setup === 'pglite' ? 'one process, PGlite' : 'two processes, one PostgreSQL';
    const run = Date.now().toString(36);
    for (const [name, from, to, toName] of [
      ['admin → support', aicha, michel, 'Michel Ondo'],
      ['support → admin', michel, aicha, 'Aïcha Mbemba'],
    ]) {
      const r = await measure(from, to, toName, `${run}-${name.slice(0, 1)}`);
      console.log(
        `${label}, ${name}`.padEnd(44),
        String(r.p50).padStart(8),
        String(r.p95).padStart(8),
        String(r.max).padStart(8),
      );
    }
  } finally {
    for (const step of cleanup) await step();
  }
}
await browser.close();
