import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server-process';
import { accounts, signInThroughForm } from '../support/session';

// docs/security.md, "Sessions" and "Abuse limits": what the server enforces, seen from a browser.

test('the session is an HttpOnly cookie that ends with the browser without "remember me", and sign-out ends it', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(accounts.admin.email);
  await page.locator('input[autocomplete="current-password"]').fill(accounts.admin.password);
  await page.getByLabel('Se souvenir de moi').uncheck();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/dashboards\//);
  const session = (await context.cookies()).find((cookie) => cookie.name === 'okoume_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 });
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain('okoume_session');
  // No script can read the session's token: the app's own cookie holds a mark, not the token.
  expect(scriptCookies).not.toContain(session!.value);
  expect(scriptCookies).toContain('accessToken=server-session');
  // The cookie alone authenticates a same-origin call of the app.
  expect(await page.evaluate(async () => (await fetch('/api/apps/users?itemsPerPage=1')).status)).toBe(200);

  await page.evaluate(() => sessionStorage.setItem('draft', 'kept for the session'));
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.waitForURL(/\/login/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  // The old token no longer opens anything on the server.
  const replayed = await page.request.get('/api/apps/users', {
    headers: { Cookie: `okoume_session=${session?.value}` },
  });
  expect(replayed.status()).toBe(401);
});

test('cookies set by hand open nothing: the app signs out and asks to sign in', async ({ page, context, baseURL }) => {
  const userData = { id: 1, fullName: 'X', username: 'x', avatar: null, email: 'x@x.x', role: 'admin' };
  await context.addCookies(
    [
      ['accessToken', 'forged'],
      ['userData', JSON.stringify(userData)],
      ['userAbilityRules', JSON.stringify([{ action: 'manage', subject: 'all' }])],
    ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), url: baseURL! })),
  );
  await page.goto('/apps/user/list');
  await page.waitForURL(/\/login\?to=%2Fapps%2Fuser%2Flist/);
  await expect(page.locator('input[type="email"]')).toBeVisible();
});

test.describe('sign-in throttling, on a server of its own', () => {
  let server: RunningServer;
  let dataDir: string;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'okoume-throttle-'));
    server = await startServer({ DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('after 5 failed sign-ins the form says to wait, even with the right password', async ({ page }) => {
    await page.goto(`${server.url}/login`);
    await page.locator('input[type="email"]').fill(accounts.client.email);
    const password = page.locator('input[autocomplete="current-password"]');
    for (let i = 1; i <= 5; i++) {
      await password.fill(`wrong-${i}`);
      const answered = page.waitForResponse('**/api/auth/login');
      await page.locator('form button[type="submit"]').click();
      expect((await answered).status()).toBe(400);
    }
    await password.fill(accounts.client.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Trop de tentatives de connexion échouées. Réessayez dans 15 min.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await signInThroughForm(page, 'admin', `${server.url}/login`);
    await expect(page).toHaveURL(/\/dashboards\//);
  });
});
