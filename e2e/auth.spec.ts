import { expect, test } from '@playwright/test';
import { accounts, signIn, signInThroughForm } from './support/session';

test('a visitor is sent to login, then back to the page asked for after signing in', async ({ page }) => {
  await page.goto('/access-control');
  await expect(page).toHaveURL(/\/login\?to=%2Faccess-control$/);
  await page.locator('input[type="email"]').fill(accounts.admin.email);
  await page.locator('input[autocomplete="current-password"]').fill(accounts.admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByText('Administrateurs uniquement')).toBeVisible();
});

test('wrong credentials show the server message under the e-mail field and keep what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill('admin@demo.com');
  await page.locator('input[autocomplete="current-password"]').fill('wrong');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('E-mail ou mot de passe invalide')).toBeVisible();
  await expect(page.locator('input[type="email"]')).toHaveValue('admin@demo.com');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty login form shows field messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("L'e-mail est requis")).toBeVisible();
  await expect(page.getByText('Le mot de passe est requis')).toBeVisible();
});

test('without a way back, the administrator lands on the dashboard and the client on the access-control demo', async ({
  page,
}) => {
  await signInThroughForm(page, 'admin');
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
  await page.context().clearCookies();
  await signInThroughForm(page, 'client');
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByText('Tous ceux qui peuvent lire cette page')).toBeVisible();
});

test('a signed-in user who opens /login goes to their home', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
});

test('a way back holding a tab or a newline lands on the home page of the account, not on an error', async ({
  page,
}) => {
  await signInThroughForm(page, 'client', '/login?to=%2F%09%2Fevil.example');
  await expect(page).toHaveURL(/\/access-control$/);
  await page.goto('/login?to=%2F%0A%2Fevil.example');
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByText('Tous ceux qui peuvent lire cette page')).toBeVisible();
  await expect(page.getByRole('heading', { name: '500' })).toHaveCount(0);
});

test('the client account is refused a back-office page and allowed /access-control', async ({ page }) => {
  await signIn(page, 'client');
  await page.goto('/dashboards/ecommerce');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
  await expect(page).toHaveTitle(/Accès non autorisé - 401/);

  await page.goto('/access-control');
  await expect(page.getByText('Tous ceux qui peuvent lire cette page')).toBeVisible();
  await expect(page.getByText('Administrateurs uniquement')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: "Contrôle d'accès" })).toBeVisible();
  await expect(menu.getByText('E-commerce')).toHaveCount(0);
});

test('logout clears the session and returns to login', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/access-control');
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/access-control');
  await expect(page).toHaveURL(/\/login\?to=/);
});

test('a client who edits the ability cookie is held to the rules the API enforces', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, 'client');
  await context.addCookies([
    {
      name: 'userAbilityRules',
      value: encodeURIComponent(JSON.stringify([{ action: 'manage', subject: 'all' }])),
      url: baseURL!,
    },
  ]);
  await page.goto('/apps/user/list');
  await expect(page).toHaveURL(/\/not-authorized/);
  expect(await page.evaluate(() => decodeURIComponent(document.cookie))).toContain('"subject":"AclDemo"');
});

test('cookies set by hand without signing in open nothing: the app asks to sign in', async ({
  page,
  context,
  baseURL,
}) => {
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
});
