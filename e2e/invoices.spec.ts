import { expect, type Page, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';
import { drawnWhole } from './support/drawn';

const rows = (page: Page) => page.getByRole('table', { name: 'Factures' }).locator('tbody tr');

test.describe('invoices', () => {
  test('creates an invoice, adds a payment, and sees it paid in the list', async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    await page.goto('/apps/invoice/list');
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole('link', { name: 'Créer une facture' }).click();

    const form = page.getByRole('form', { name: 'Nouvelle facture' });
    await form.getByRole('combobox', { name: 'Client' }).fill('a');
    await page.getByRole('option').first().click();
    const line = form.getByRole('group', { name: 'Article 1' });
    await line.getByLabel('Article').fill('Site vitrine');
    await line.getByLabel('Prix unitaire').fill('500000');
    await expect(form.getByRole('definition').last()).toHaveText(/590\s000\sFCFA/);
    await form.getByRole('button', { name: 'Enregistrer' }).click();

    const invoice = page.getByRole('article', { name: 'Facture OKD-0151' });
    await expect(invoice).toBeVisible();
    await expect(invoice.getByText('Brouillon')).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const sending = page.getByRole('dialog', { name: 'Envoyer la facture' });
    await expect(sending.getByLabel('Objet')).toHaveValue('Facture OKD-0151 de Okoumé Digital SARL');
    await sending.getByRole('button', { name: 'Envoyer' }).click();
    await expect(sending).toBeHidden();
    await expect(invoice.getByText('Envoyée')).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter un paiement' }).click();
    const drawer = page.getByRole('dialog', { name: 'Ajouter un paiement' });
    await expect(drawer.getByLabel('Montant')).toHaveValue('590000');
    await drawer.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await expect(drawer).toBeHidden();
    await expect(invoice.getByText('Payée')).toBeVisible();

    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher un client ou un numéro' }).fill('OKD-0151');
    await expect(page).toHaveURL(/q=OKD-0151/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Payée');
  });

  test('an unknown invoice shows the not-found state', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/invoice/preview/999');
    await expect(page.getByRole('heading', { name: 'Facture introuvable' })).toBeVisible();
  });

  for (const { lng, scheme } of axeViews) {
    for (const path of ['/apps/invoice/list', '/apps/invoice/preview/3', '/apps/invoice/add']) {
      test(`axe: no serious or critical violation on ${path} in ${lng} ${scheme}`, async ({ page }) => {
        test.slow();
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, 'admin');
        await useLanguage(page, lng);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await drawnWhole(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
