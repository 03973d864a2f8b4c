import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { routes } from '../../src/config/paths';
import { watchViolations } from '../support/csp';
import { contactField, holdApp, openLanding } from '../support/landing';
import { signInThroughForm } from '../support/session';

// The server's security headers (docs/security.md, "Headers"): present on pages and API answers, and the app
// works under its Content-Security-Policy without a single violation, on the landing page and every menu screen.

/** The back office's menu (src/app/navigation.ts), as paths with their parameters filled. */
function menuPaths(): string[] {
  const source = readFileSync('src/app/navigation.ts', 'utf8');
  const paths = new Set<string>();
  for (const [, name = '', params = ''] of source.matchAll(
    /navLink\('[^']+', '([a-z0-9-]+)'(?:, \{ params: \{ ([^}]*) \} \})?/g,
  )) {
    let path: string = routes[name as keyof typeof routes];
    for (const [, key = '', value = ''] of params.matchAll(/(\w+): '([^']*)'/g)) path = path.replace(`:${key}`, value);
    paths.add(path);
  }
  // The authentication variants' entries are generated in a loop.
  for (const [name, path] of Object.entries(routes)) if (name.startsWith('pages-authentication-')) paths.add(path);
  return [...paths];
}

test('pages, images and API answers carry the security headers; scripts nosniff only', async ({ page, request }) => {
  const answers = [
    await request.get('/'),
    await request.get('/apps/ecommerce/product/list'),
    await request.get('/favicon.svg'),
    await request.get('/api/pages/help-center'),
    await request.get('/api/does-not-exist'),
  ];
  for (const answer of answers) {
    const headers = answer.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "connect-src 'self'",
      "img-src 'self' data: blob:",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Plain HTTP, no trusted proxy: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  // A script is never shown as a page: it says nosniff and carries none of the page-level headers.
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await answers[1]!.text())?.[1] ?? '';
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  const script = (await request.get(entry)).headers();
  expect(script['x-content-type-options']).toBe('nosniff');
  expect(script['content-security-policy']).toBeUndefined();
  expect(script['permissions-policy']).toBeUndefined();
  // The page itself is served with the same policy the browser enforces.
  const response = await page.goto('/');
  expect(await response?.headerValue('content-security-policy')).toBe(answers[0]?.headers()['content-security-policy']);
});

test('the landing page runs under the policy: no violation, and the contact form validates', async ({ page }) => {
  const violations = await watchViolations(page);
  await openLanding(page);
  await page.locator('#root #contact form').getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(
    page.locator('#root #contact form').getByText('Le nom complet est requis', { exact: true }),
  ).toBeVisible();
  await expect(contactField(page, 'Nom complet')).toHaveAttribute('aria-invalid', 'true');
  expect(await violations.seen()).toEqual({ events: [], console: [] });
});

test('Enter in the prerendered contact form before the app is there never puts the text into the address', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const release = await holdApp(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await page.goto('/');
  const field = page.locator('#prerender #contact-fullName');
  await field.fill('Awa Mintsa');
  await field.press('Enter');
  await page.locator('#prerender #contact-email').fill('awa@example.ga');
  await page.locator('#prerender #contact-email').press('Enter');
  // Whatever a submit of the copy would do, it would have done it by the time the app is let in.
  await expect(page.locator('#prerender')).toHaveCount(1);
  release();
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.locator('#root #contact-fullName')).toHaveValue('Awa Mintsa');
  expect(page.url()).not.toContain('?');
  expect(navigations.filter((url) => url.includes('Awa') || url.includes('?'))).toEqual([]);
  expect(await violations.seen()).toEqual({ events: [], console: [] });
});

test('signed in, every menu screen renders under the policy without a violation, and a list shows rows', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const violations = await watchViolations(page);
  await signInThroughForm(page, 'admin');
  expect(await violations.seen()).toEqual({ events: [], console: [] });

  const found: Record<string, unknown> = {};
  const paths = menuPaths();
  expect(paths.length).toBeGreaterThan(50);
  for (const path of paths) {
    await page.goto(path);
    // Its main content: the layout's <main>, or a full-page screen's heading, with text in it.
    const root = page.locator('#root');
    const content = root.getByRole('main').or(root.getByRole('heading')).first();
    await expect(content, path).toBeVisible();
    await expect(content, path).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    const seen = await violations.seen();
    if (seen.events.length || seen.console.length) found[path] = seen;
  }
  expect(found).toEqual({});

  // A list: its rows came through the API under connect-src 'self'.
  await page.goto('/apps/ecommerce/product/list');
  await expect(page.locator('#root table tbody tr').nth(9)).toBeVisible();
  expect(await violations.seen()).toEqual({ events: [], console: [] });
});
