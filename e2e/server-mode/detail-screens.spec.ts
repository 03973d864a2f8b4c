import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/session';

// The detail screens against the server mode (docs/server.md): data from the SQL store, writes kept.
// Works on the list's third customer, whom no other journey touches.

test('a customer’s orders follow them when their e-mail changes, after a reload too', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await page.goto('/apps/ecommerce/customer/list');
  await page.getByRole('table', { name: 'Clients' }).locator('tbody tr').nth(2).getByRole('link').click();
  const orders = page.getByRole('table', { name: 'Commandes' });
  await expect(orders.locator('tbody tr')).toHaveCount(5);
  const newest = (await orders.getByRole('link').first().innerText()).trim();
  await expect(page.getByRole('figure', { name: 'Dépenses par mois' }).locator('svg').first()).toBeVisible();

  await page.getByRole('button', { name: /^Modifier le client/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le client' });
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('client.fidele@okoume.demo');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByText('client.fidele@okoume.demo').first()).toBeVisible();
  await expect(orders.getByRole('link').first()).toHaveText(newest);
  await page.goto('/apps/ecommerce/order/list?q=client.fidele');
  await expect(page.getByRole('table', { name: 'Commandes' }).getByRole('link', { name: newest })).toBeVisible();
});

test('a user’s projects and activity come from the server', async ({ page }) => {
  await signInThroughForm(page, 'admin');
  await page.goto('/apps/user/view/6');
  await expect(page.getByRole('progressbar', { name: /^Avancement de / })).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Fil d’activité' })).toBeVisible();
  await expect(page.locator('main ol li')).toHaveCount(6);
});

test('a user’s invoices come from the server, filtered in SQL', async ({ page }) => {
  await signInThroughForm(page, 'admin');
  await page.goto('/apps/user/view/50');
  const invoices = page.getByRole('table', { name: 'Factures émises' });
  await expect(invoices.getByRole('link')).toHaveText(['OKD-0150', 'OKD-0100', 'OKD-0050']);
});
