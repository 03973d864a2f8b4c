import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.describe('app-bar search', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/access-control');
    await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  });

  test('Ctrl+K opens the dialog, typing finds a page and Enter opens it', async ({ page }) => {
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: "Rechercher dans l'application" });
    await expect(box).toBeFocused();
    // Empty field: popular pages are offered.
    await expect(page.getByRole('group', { name: 'Pages populaires' })).toBeVisible();

    await box.fill('analy');
    const listbox = page.getByRole('listbox');
    // The mock answers route names; the dialog shows the menu's French label.
    await expect(listbox.getByRole('option', { name: /Analytique/ })).toBeVisible();
    await expect(listbox.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboards\/analytics$/);
    await expect(box).toBeHidden();
  });

  test('French words find pages, ignoring accents, and answer French titles', async ({ page }) => {
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox');
    await box.fill('factur');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: /Liste des factures/ })).toBeVisible();
    await box.fill('utilisateur');
    await expect(listbox.getByRole('option', { name: /Liste des utilisateurs/ })).toBeVisible();
    await box.fill('parametres du compte');
    await listbox.getByRole('option', { name: /Paramètres du compte/ }).click();
    await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
  });

  test('Arabic words find pages in Arabic', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('okoume-digital-language', 'ar'));
    await page.reload();
    await page.getByRole('button', { name: 'بحث' }).click();
    await page.getByRole('combobox').fill('الفواتير');
    await expect(page.getByRole('listbox').getByRole('option', { name: /قائمة الفواتير/ })).toBeVisible();
  });

  test('French words find pages through their menu labels', async ({ page }) => {
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('commandes');
    const option = page.getByRole('listbox').getByRole('option', { name: /Commandes/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/order\/list$/);
  });

  test('the navbar button opens the dialog; arrows pick a result and Escape closes', async ({ page }) => {
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const box = page.getByRole('combobox');
    await box.fill('list');
    const options = page.getByRole('listbox').getByRole('option');
    // "list" finds the invoice list and the user list.
    await expect(options.filter({ hasText: 'Liste des factures' })).toBeVisible();
    await expect(options.filter({ hasText: 'Liste des utilisateurs' })).toBeVisible();
    const second = await options.nth(1).getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', second ?? '');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');

    await box.fill('xyzxyz');
    await expect(page.getByText('Aucun résultat pour « xyzxyz »')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(page).toHaveURL(/\/access-control$/);
  });
});

test('the client account is offered only the pages it may open, never an empty list', async ({ page }) => {
  await signIn(page, 'client');
  await page.goto('/access-control');
  await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('factur');
  const empty = page.getByRole('status').filter({ hasText: 'Aucun résultat pour « factur »' });
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('button')).toHaveText(["Page d'accueil", "Centre d'aide", "Contrôle d'accès"]);
  await page.getByRole('combobox').fill('a');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: "Contrôle d'accès" })).toBeVisible();
  await expect(options.filter({ hasText: 'Analytique' })).toHaveCount(0);
});
