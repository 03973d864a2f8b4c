import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/session';

const salesRows = (page: Page) => page.getByRole('table', { name: 'Ventes' }).locator('tbody tr');

test.describe('tables', () => {
  test('the data table filters and searches in the browser, and a reload shows the same view', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/tables/data-table');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de données' })).toBeVisible();
    await expect(salesRows(page)).toHaveCount(10);

    await page.getByLabel('Statut du paiement').click();
    await page.getByRole('option', { name: 'Annulé' }).click();
    await expect(page).toHaveURL(/status=Cancelled/);
    await page.getByLabel('Rechercher un produit, une marque ou un acheteur').fill('apple');
    await expect(page).toHaveURL(/q=apple/);
    // The rows follow the address in the next render: wait for the searched view, not the filtered one.
    await expect
      .poll(async () => (await salesRows(page).allInnerTexts()).every((text) => text.toLowerCase().includes('apple')))
      .toBe(true);
    const shown = await salesRows(page).allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) {
      expect(text).toContain('Annulé');
      expect(text.toLowerCase()).toContain('apple');
    }

    await page.reload();
    await expect(page.getByLabel('Rechercher un produit, une marque ou un acheteur')).toHaveValue('apple');
    await expect(page.getByLabel('Statut du paiement')).toHaveText('Annulé');
    await expect(salesRows(page)).toHaveCount(shown.length);
    expect(await salesRows(page).allInnerTexts()).toEqual(shown);
  });

  test('the CSV export is written in French: headers, labels, dates, amounts, semicolons', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/tables/data-table?status=Completed');
    await expect(salesRows(page).first()).toContainText('Terminé');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const [header, ...lines] = text.trim().split('\r\n');
    expect(header).toBe('Produit;Catégorie;Date;Acheteur;Paiement;Livraison offerte;Note');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line).toMatch(/Terminé/);
      expect(line).not.toMatch(/Completed|Fully Paid|true|false|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
      expect(line).toMatch(/\d,\d{2}\s\$US/);
    }
  });

  test('the simple-table page shows its four tables; a category opens its sales', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/tables/simple-table');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau simple' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dernières ventes' }).locator('tbody tr')).toHaveCount(5);
    await expect(page.getByRole('table', { name: 'Paiements par statut' })).toContainText('Calculé sur 60 ventes');
    await expect(page.getByRole('table', { name: 'Toutes les ventes' }).locator('tbody tr')).toHaveCount(60);

    // The sticky header stays at the top of its scroll region.
    const region = page.getByRole('region', { name: 'Toutes les ventes' });
    await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const header = page
      .getByRole('table', { name: 'Toutes les ventes' })
      .getByRole('columnheader', { name: 'Produit' });
    await expect
      .poll(async () => Math.abs((await header.boundingBox())!.y - (await region.boundingBox())!.y))
      .toBeLessThan(2);

    const toggle = page.getByRole('button', { name: 'Afficher les ventes de la catégorie Bureau' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('table', { name: 'Ventes de la catégorie Bureau' }).locator('tbody tr')).toHaveCount(
      12,
    );
  });
});

for (const scheme of ['light', 'dark'] as const) {
  for (const path of ['/tables/data-table', '/tables/simple-table']) {
    test(`${path} has no serious axe violation (${scheme})`, async ({ page }) => {
      // axe over a page of tables takes a while on a busy machine.
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, 'admin');
      await page.goto(path);
      await expect(page.locator('main tbody tr').first()).toContainText(/\S/);
      if (path.endsWith('simple-table'))
        await page
          .getByRole('button', { name: /Afficher les ventes/ })
          .first()
          .click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
