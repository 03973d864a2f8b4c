import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';

test.describe('audit trail', () => {
  test('a product deleted by the administrator is in the audit trail, which filters and exports it', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/product/list');
    const products = page.getByRole('table', { name: 'Produits' }).locator('tbody tr');
    await expect(products).toHaveCount(10);
    await products
      .first()
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText(/Suppression effectuée/)).toBeVisible();

    // The static demo's data lives as long as the page: the menu takes us there without a reload.
    await page.getByRole('link', { name: /Journal d.audit/ }).click();
    await expect(page).toHaveURL(/\/apps\/audit$/);
    const entries = page.getByRole('table', { name: /Journal d.audit/ }).locator('tbody tr');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Suppression');
    await expect(entries.first()).toContainText('E-commerce');
    await expect(entries.first()).toContainText('Aïcha Mbemba');

    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Modification' }).click();
    await expect(page).toHaveURL(/action=update/);
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect(entries).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('audit-trail.csv');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the client account is refused the audit trail', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/apps/audit');
    await expect(page).toHaveURL(/\/not-authorized$/);
  });

  test('on a 390 px phone in Arabic the screen does not scroll sideways (the table scrolls in its own box)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, 'ar');
    await signIn(page, 'admin');
    await page.goto('/apps/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeVisible();
    await expect(page.getByText('لم يُسجَّل شيء بعد')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const overflow = await page.evaluate(
      () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
