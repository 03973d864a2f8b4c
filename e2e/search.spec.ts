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
    // "list" finds the invoice list and the user list, both labelled "Liste" under their menu group.
    await expect(options.filter({ hasText: 'Factures' })).toBeVisible();
    await expect(options.filter({ hasText: 'Utilisateurs' })).toBeVisible();
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
