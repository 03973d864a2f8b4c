import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { watchViolations } from '../support/csp';
import { expectPageOwnHtml, scriptsImported } from '../support/page-html';
import { signInThroughForm } from '../support/session';

// The server mode sends each page its own HTML (never cached without asking again), and the hashed files
// compressed with brotli and cached for a year (docs/performance.md, "Back office first visit").

test('a page’s HTML is its own, revalidated on each visit, and its preloads are brotli files cached for a year', async ({
  request,
}) => {
  for (const path of ['/dashboards/ecommerce', '/apps/ecommerce/product/list', '/apps/invoice/preview/3']) {
    const preloads = await expectPageOwnHtml(request, path);
    const answer = await request.get(path);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    // Every preload (a file the server serves from dist/) is cached for a year, and travels in brotli unless it is
    // under 1 KB, not worth compressing.
    for (const file of preloads) {
      const asset = await request.get(file, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(asset.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-type'], file).toContain('text/javascript');
      const big = statSync(`dist${file}`).size >= 1024;
      expect(asset.headers()['content-encoding'], file).toBe(big ? 'br' : undefined);
    }
  }
  const home = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(home.headers()['content-encoding']).toBe('gzip');
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(await home.text()).toContain('id="prerender"');
});

test('signed in, a deep link opens its page under the policy, with every preload used', async ({ page, request }) => {
  const preloads = await expectPageOwnHtml(request, '/apps/ecommerce/product/list');
  const violations = await watchViolations(page);
  await signInThroughForm(page, 'admin');
  const rows = () => expect(page.locator('#root table tbody tr').nth(9)).toBeVisible();
  const imported = await scriptsImported(page, '/apps/ecommerce/product/list', rows);
  expect(preloads.filter((file) => !imported.includes(file))).toEqual([]);
  await page.unrouteAll();
  await page.goto('/apps/ecommerce/product/list');
  await rows();
  expect(await violations.seen()).toEqual({ events: [], console: [] });
});
