import { expect, test } from '@playwright/test';
import { routes } from '../../src/config/paths';

// What the server answers for an address (docs/server.md, "Deployment"): every page of the route table its own
// HTML with 200, a former address a redirect, an unknown address the app's not-found page with 404, a missing
// asset a plain 404.

/** The route table's addresses, each parameter filled (a record the seed has where the page reads one). */
const addresses = Object.entries(routes)
  .filter(([name]) => name !== 'pages-misc-not-found')
  .map(([, path]) => path.replace(/:id\b/g, '1').replace(/:(\w+)/g, 'account'));

test('every page of the route table answers 200; an unknown address 404 with the not-found page', async ({
  page,
  request,
}) => {
  for (const address of addresses) expect((await request.get(address)).status(), address).toBe(200);

  const unknown = await page.goto('/this/page/does-not-exist');
  expect(unknown?.status()).toBe(404);
  expect(unknown?.headers()['content-type']).toContain('text/html');
  await expect(page.getByText('Page introuvable', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Page introuvable - 404/);
});

test('the landing page’s second address answers 200 with the landing page', async ({ page }) => {
  const answer = await page.goto('/front-pages/landing-page');
  expect(answer?.status()).toBe(200);
  expect(await answer?.text()).toContain('id="prerender"');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
});

test('a former address redirects permanently, query kept, to the page where its screen lives', async ({
  page,
  request,
}) => {
  const moved = await request.get('/apps/academy/dashboard?tab=topics', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/dashboards/academy?tab=topics');

  const answer = await page.goto('/apps/academy/dashboard');
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login\?to=%2Fdashboards%2Facademy$/);
});

test('a missing script is a plain 404, never a page in its place', async ({ request }) => {
  const missing = await request.get('/assets/gone-0000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type'] ?? '').not.toContain('text/html');
});
