import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test('an unknown path shows the 404 page with its title', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Page introuvable', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Page introuvable - 404/);
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

test('the routes of SPEC §2 are behind the guard, and signing in returns to the page asked for', async ({ page }) => {
  await page.goto('/pages/account-settings/security');
  await expect(page).toHaveURL(/\/login\?to=%2Fpages%2Faccount-settings%2Fsecurity$/);
  await signIn(page, 'admin', '/login?to=%2Ftables%2Fsimple-table');
  await expect(page).toHaveURL(/\/tables\/simple-table$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau simple' })).toBeVisible();
  await expect(page).toHaveTitle(/Tableau simple/);
});
