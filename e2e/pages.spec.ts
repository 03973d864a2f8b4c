import { expect, test } from '@playwright/test';
import { signIn, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';
import { drawnWhole } from './support/drawn';

test.describe('FAQ and pricing pages', () => {
  test('FAQ: French answers; the search finds them, lives in ?q= and survives a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/faq');
    await expect(page.getByRole('tab')).toHaveCount(5);
    await page.getByRole('tab', { name: 'Livraison' }).click();
    await expect(page.getByText(/La livraison en colis est gratuite/)).toBeVisible();

    // "livraison" is in questions and in answers: a question found by its answer shows that answer open.
    await page.getByLabel('Rechercher une question').fill('livraison');
    await expect(page).toHaveURL(/\/pages\/faq\?q=livraison$/);
    await page.getByRole('tab', { name: 'Annulation et retour' }).click();
    await expect(page.getByText(/Les retours sont acceptés dans les 15\sjours suivant la livraison/)).toBeVisible();
    await expect(page.getByText(/Quand serai-je remboursé/)).toHaveCount(0);

    await page.getByLabel('Rechercher une question').fill('annuler');
    await expect(page.getByRole('tab')).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('Rechercher une question')).toHaveValue('annuler');
    await expect(page.getByRole('heading', { level: 2, name: 'Annulation et retour' })).toBeVisible();
    await expect(page.getByText(/Puis-je annuler ma commande/)).toBeVisible();

    await page.getByLabel('Rechercher une question').fill('zzz');
    await expect(page.getByText('Aucune question ne correspond')).toBeVisible();
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect(page).toHaveURL(/\/pages\/faq$/);
    await expect(page.getByRole('tab')).toHaveCount(5);
  });

  test('FAQ: Arabic answers on the Arabic page', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signIn(page, 'admin');
    await page.goto('/pages/faq');
    await page.getByRole('tab', { name: 'التوصيل' }).click();
    await expect(page.getByText(/توصيل الطرود مجاني/)).toBeVisible();
    await page.getByLabel('البحث عن سؤال').fill('الإرجاع');
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'الإلغاء والإرجاع' })).toBeVisible();
  });

  test('pricing: the annual toggle shows the discounted prices', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/pricing');
    const price = page.getByTestId('price-team');
    await expect(price).toHaveText(/15\s000\sFCFA/);
    await page.getByRole('button', { name: 'Annuel' }).click();
    await expect(price).toHaveText(/12\s000\sFCFA/);
    await expect(page.getByRole('article', { name: 'Équipe' })).toContainText(/Facturé 144\s000\sFCFA par an/);
    await page.getByRole('button', { name: 'Mensuel' }).click();
    await expect(price).toHaveText(/15\s000\sFCFA/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/pages/faq', '/pages/pricing']) {
      test(`axe: no serious or critical violation on ${path} in ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, 'admin');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await drawnWhole(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
