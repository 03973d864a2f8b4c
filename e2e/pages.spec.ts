import { expect, test } from '@playwright/test';
import { signIn } from './support/session';
import { seriousViolations } from './support/axe';

test.describe('FAQ and pricing pages', () => {
  test('FAQ: the search filters the questions, lives in ?q= and survives a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/faq');
    await expect(page.getByRole('tab')).toHaveCount(5);
    await page.getByRole('tab', { name: 'Delivery' }).click();
    await expect(page.getByText(/Scheduled delivery of large items/)).toBeVisible();

    await page.getByLabel('Rechercher une question').fill('cancel');
    await expect(page).toHaveURL(/\/pages\/faq\?q=cancel$/);
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(page.getByText('Can I cancel my order?')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Rechercher une question')).toHaveValue('cancel');
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Cancellation & Return' })).toBeVisible();

    await page.getByLabel('Rechercher une question').fill('zzz');
    await expect(page.getByText('Aucune question ne correspond')).toBeVisible();
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect(page).toHaveURL(/\/pages\/faq$/);
    await expect(page.getByRole('tab')).toHaveCount(5);
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
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
