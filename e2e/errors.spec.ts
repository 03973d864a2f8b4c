import { expect, test } from '@playwright/test';
import { signIn, signInThroughForm } from './support/session';
import { openMenuGroup } from './support/menu';

test('an unknown path shows the 404 page with its title', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Page introuvable', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Page introuvable - 404/);
});

test('a signed-in user meets an unknown address inside the back office, with the menu and a way back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/apps/academy/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page).toHaveTitle(/Page introuvable - 404/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour au back-office' }).click();
  await expect(page).toHaveURL(/\/dashboards\/analytics$/);

  // After signing out, the same address shows the blank 404 again.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/apps/academy/nope');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
});

test('each screen has one address: menu entries lead to it and former addresses redirect', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/apps/academy/dashboard');
  await expect(page).toHaveURL(/\/dashboards\/academy$/);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Académie', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);

  // Pages › Help center opens the help center inside the back office, and its articles open there too.
  await page.goto('/access-control');
  await openMenuGroup(menu, 'Pages');
  await menu.getByRole('link', { name: "Centre d'aide" }).click();
  await expect(page).toHaveURL(/\/pages\/help-center$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bonjour, comment pouvons-nous vous aider ?' }),
  ).toBeVisible();
  await expect(menu).toBeVisible();
  await page.getByRole('link', { name: 'Télécharger une facture' }).click();
  await expect(page).toHaveURL(/\/pages\/help-center\/article\/download-an-invoice$/);
  await expect(
    page.getByRole('article').getByRole('heading', { level: 1, name: 'Télécharger une facture' }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: "Centre d'aide" })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: "Retour au centre d'aide" }).click();
  await expect(page).toHaveURL(/\/pages\/help-center$/);
});

test('the not-found alias and the not-authorized aliases render their pages', async ({ page }) => {
  await page.goto('/pages/misc/not-found/oops');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.goto('/pages/misc/not-authorized');
  await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
  await page.goto('/not-authorized');
  await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
});

test('English titles follow the spec', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('okoume-digital-language', 'en'));
  await page.goto('/nowhere');
  await expect(page).toHaveTitle(/Page Not Found - 404/);
  await page.goto('/not-authorized');
  await expect(page).toHaveTitle(/Not Authorized - 401/);
  await page.goto('/pages/misc/server-error');
  await expect(page).toHaveTitle(/Server Error - 500/);
});

test('the routes of docs/spec.md §2 are behind the guard, and signing in returns to the page asked for', async ({
  page,
}) => {
  await page.goto('/pages/account-settings/security');
  await expect(page).toHaveURL(/\/login\?to=%2Fpages%2Faccount-settings%2Fsecurity$/);
  await signInThroughForm(page, 'admin', '/login?to=%2Ftables%2Fsimple-table');
  await expect(page).toHaveURL(/\/tables\/simple-table$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau simple' })).toBeVisible();
  await expect(page).toHaveTitle(/Tableau simple/);
});
