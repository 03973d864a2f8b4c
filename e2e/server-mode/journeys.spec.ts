import { expect, type Page, test } from '@playwright/test';
import { contactField, fillContactForm, openLanding } from '../support/landing';
import { signInThroughForm } from '../support/session';

// The writing journeys against the server mode (docs/server.md): what a user does is still there after a reload.
// The server's data is shared by every test of this run, so each journey works on records no other one touches.

const userRows = (page: Page) => page.getByRole('table', { name: 'Utilisateurs' }).locator('tbody tr');

test('the administrator signs in, adds a user who is still there after a reload, and deletes them for good', async ({
  page,
}) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await expect(page).toHaveURL(/\/dashboards\//);
  await expect(page.getByText('Mode serveur : vos modifications sont enregistrées')).toBeVisible();

  await page.goto('/apps/user/list');
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter un utilisateur' });
  await drawer.getByLabel('Nom complet').fill('Gildas Ondo Mba');
  await drawer.getByLabel('Nom d’utilisateur').fill('gildas');
  await drawer.getByLabel('E-mail').fill('gildas@okoume.demo');
  await drawer.getByLabel('Entreprise').fill('Okoumé Digital');
  await drawer.getByLabel('Pays').fill('Gabon');
  await drawer.getByLabel('Téléphone').fill('+241 06 00 00 00');
  await drawer.getByLabel('Rôle').click();
  await page.getByRole('option', { name: 'Éditeur' }).click();
  await drawer.getByLabel('Offre').click();
  await page.getByRole('option', { name: 'Équipe' }).click();
  await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(userRows(page).filter({ hasText: 'Gildas Ondo Mba' })).toBeVisible();

  await page.reload();
  await page.getByLabel('Rechercher un nom ou un e-mail').fill('gildas@okoume.demo');
  await expect(userRows(page).filter({ hasText: 'Gildas Ondo Mba' })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer Gildas Ondo Mba', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Suppression effectuée : Gildas Ondo Mba.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Rechercher un nom ou un e-mail')).toHaveValue('gildas@okoume.demo');
  await expect(page.getByText('Gildas Ondo Mba')).toHaveCount(0);
  await expect(userRows(page)).toHaveCount(1); // the "no result" row
});

test('a deleted product stays deleted after a reload', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await page.goto('/apps/ecommerce/product/list?q=Catan');
  const row = page.getByRole('row').filter({ hasText: 'Jeu de société Catan' });
  await row.getByRole('button', { name: /^Supprimer/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Jeu de société Catan' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Rechercher un produit ou une marque')).toHaveValue('Catan');
  await expect(page.getByRole('row').filter({ hasText: 'Jeu de société Catan' })).toHaveCount(0);
});

test('a product renamed in its edit screen keeps its new name after a reload', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await page.goto('/apps/ecommerce/product/list?q=Desert%20Boot');
  await page.getByRole('link', { name: 'Modifier Desert Boot' }).click();
  await page.getByRole('textbox', { name: /^Nom du produit/ }).fill('Desert Boot Okoumé');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Desert Boot Okoumé' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Rechercher un produit ou une marque')).toHaveValue('Desert Boot Okoumé');
  await expect(page.getByRole('row').filter({ hasText: 'Desert Boot Okoumé' })).toBeVisible();
});

test('a message sent through the contact form is read in the back-office inbox, after a reload too', async ({
  page,
}) => {
  test.slow();
  await openLanding(page, '/#contact');
  await fillContactForm(page);
  await contactField(page, 'Sujet').fill('Formation Power BI pour la mairie');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ id: expect.stringMatching(/^msg-\d{4,}$/) });
  await expect(page.getByText('Message envoyé avec succès')).toBeVisible();

  await signInThroughForm(page, 'admin');
  await page.goto('/apps/contact-messages?q=mairie');
  await page.reload();
  await page.getByRole('button', { name: 'Lire « Formation Power BI pour la mairie »' }).click();
  await expect(page.getByRole('dialog')).toContainText('Bonjour, nous souhaitons former 12 agents en avril.');
  await expect(page.getByRole('dialog')).toContainText('awa.mintsa@example.ga');
});

test('the server mode registers no mock worker', async ({ page }) => {
  await signInThroughForm(page, 'admin');
  await page.goto('/apps/ecommerce/product/list');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? ''),
  );
  expect(workers).toEqual([]);
});

test('account settings saved by the signed-in user are still there after a reload', async ({ page }) => {
  test.slow();
  await signInThroughForm(page, 'admin');
  await page.goto('/pages/account-settings/account');
  const first = page.getByRole('textbox', { name: 'Prénom' });
  await expect(first).toHaveValue('Aïcha');
  await first.fill('Aïcha Nadège');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Enregistré', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Aïcha Nadège');
});
