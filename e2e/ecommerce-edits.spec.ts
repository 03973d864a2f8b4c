import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';

const productRows = (page: Page) => page.getByRole('table', { name: 'Produits' }).locator('tbody tr');

// The static demo keeps writes for the page's life (docs/product.md): each journey checks them without a reload.
test.describe('e-commerce edits', () => {
  test('renames a product from its row’s Edit action and the list shows the new name', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/product/list?q=Old%20Skool');
    await page.getByRole('link', { name: 'Modifier Old Skool' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/edit\/\d+$/);
    const name = page.getByRole('textbox', { name: /^Nom du produit/ });
    await expect(name).toHaveValue('Old Skool');
    await name.fill('Old Skool Okoumé');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/list\?q=Old%20Skool%20Okoum%C3%A9/);
    await expect(page.getByText('« Old Skool Okoumé » est enregistré.')).toBeVisible();
    await expect(productRows(page)).toHaveCount(1);
    await expect(productRows(page).first()).toContainText('Old Skool Okoumé');

    await page.goto('/apps/ecommerce/product/edit/9999');
    await expect(page.getByRole('heading', { name: 'Produit introuvable' })).toBeVisible();
  });

  test('edits a customer in the dialog of their details page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/customer/list');
    await page.getByRole('table', { name: 'Clients' }).locator('tbody tr').first().getByRole('link').click();
    await page.getByRole('button', { name: /^Modifier le client/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le client' });
    await dialog.getByRole('textbox', { name: /^Nom/ }).fill('Awa Mba');
    await dialog.getByRole('combobox', { name: /^Pays/ }).click();
    await page.getByRole('option', { name: 'Sénégal' }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Awa Mba' })).toBeVisible();
    await expect(page.getByText('Sénégal').first()).toBeVisible();
  });
});
