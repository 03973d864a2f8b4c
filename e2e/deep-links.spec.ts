import { expect, test } from '@playwright/test';
import { watchViolations } from './support/csp';
import { expectPageOwnHtml, scriptsImported } from './support/page-html';
import { signIn, useLanguage } from './support/session';
import { pageHeading } from './support/page-heading';

// A back-office address opened directly (a bookmark, a shared link) gets its own small HTML from the static host:
// no landing copy, and its chunks preloaded at once (docs/performance.md, "Back office first visit").

test('a deep link gets its own HTML, which preloads exactly what the page then uses', async ({ page, request }) => {
  const preloads = await expectPageOwnHtml(request, '/apps/ecommerce/product/list');
  const violations = await watchViolations(page);
  await signIn(page, 'admin');
  const rows = () => expect(page.locator('#root table tbody tr').nth(9)).toBeVisible();
  const imported = await scriptsImported(page, '/apps/ecommerce/product/list', rows);
  // Every preload is a file the page's imports fetch anyway: none is wasted.
  expect(preloads.filter((file) => !imported.includes(file))).toEqual([]);
  // And with them, the page opens under the policy.
  await page.unrouteAll();
  await page.goto('/apps/ecommerce/product/list');
  await rows();
  expect(await violations.seen()).toEqual({ events: [], console: [] });
});

test('the dashboards and the sign-in page have theirs; the landing page keeps its copy', async ({ request }) => {
  await expectPageOwnHtml(request, '/dashboards/ecommerce');
  await expectPageOwnHtml(request, '/dashboards/analytics');
  await expectPageOwnHtml(request, '/login');
  expect(await (await request.get('/')).text()).toContain('id="prerender"');
});

test('an address without a file of its own still opens its page (the host’s SPA fallback)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/apps/invoice/preview/3');
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});

test('an Arabic reader’s deep link asks for the page’s Arabic strings from the start, and for no French ones', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/apps/ecommerce/product/list')).text();
  const listed = html.match(/<meta name="page-strings" content="([^"]+)">/)?.[1] ?? '{}';
  const strings = JSON.parse(listed.replaceAll('&quot;', '"')) as Record<'fr' | 'ar', string[]>;
  expect(strings.ar.length).toBeGreaterThan(2);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname.slice(1)));
  await useLanguage(page, 'ar');
  await signIn(page, 'admin');
  await page.goto('/apps/ecommerce/product/list');
  await expect(page.locator('#root table tbody tr').nth(9)).toBeVisible();
  const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname.slice(1)),
  );
  expect(strings.ar.filter((file) => !preloaded.includes(file))).toEqual([]);
  expect(strings.fr.filter((file) => fetched.includes(file))).toEqual([]);
});
