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

// docs/performance.md, "Charts preloaded": a dashboard's charts are lazy chunks its first render would request in
// the same task as its data; its HTML names them.
for (const path of ['/dashboards/ecommerce', '/dashboards/analytics']) {
  test(`the dashboard ${path} asks for no script its HTML does not name, its charts included`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const preloads = await expectPageOwnHtml(request, path);
    const strings = JSON.parse(
      (html.match(/<meta name="page-strings" content="([^"]+)">/)?.[1] ?? '{}').replaceAll('&quot;', '"'),
    ) as Record<string, string[]>;
    const named = [...preloads, ...(strings.fr ?? []).map((file) => `/${file}`)];
    await signIn(page, 'admin');
    // Its first screen drawn, not scrolled (a scroll brings the scroll-to-top button, a lazy part of its own).
    const imported = await scriptsImported(page, path, () =>
      expect(page.locator('main .MuiChartsSurface-root').first()).toBeVisible(),
    );
    expect(imported.filter((file) => !named.includes(file) && !html.includes(`src="${file}"`))).toEqual([]);
    expect(preloads.filter((file) => !imported.includes(file))).toEqual([]);
  });
}

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
