import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/session';

// The customer tabs against the server mode (docs/server.md): an address and notification choices are still
// there after a reload. Works on the list's fifth customer, whom no other journey touches.

test('an address and notification choices are kept by the server', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await page.goto('/apps/ecommerce/customer/list');
  await page.getByRole('table', { name: 'Clients' }).locator('tbody tr').nth(4).getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/customer\/details\/\d+/);
  await page.getByRole('tab', { name: 'Adresse et facturation' }).click();
  const book = page.getByRole('list', { name: 'Carnet d’adresses' });
  await expect(book.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
  await dialog.getByRole('textbox', { name: /^Adresse, ligne 1/ }).fill('4, Avenue Léon Mba');
  await dialog.getByRole('textbox', { name: /^Ville/ }).fill('Franceville');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(book.getByRole('listitem')).toHaveCount(2);
  await expect(book.getByText('Franceville')).toBeVisible();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('checkbox', { name: 'Réponse à un avis – Navigateur' }).check();
  await page.getByRole('checkbox', { name: 'Nouvelle commande – E-mail' }).uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Choix de notifications enregistrés.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Réponse à un avis – Navigateur' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Nouvelle commande – E-mail' })).not.toBeChecked();
});
