import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

// Tooltips mount on the first hover or focus (src/components/hint.tsx); ratings are drawn as one image each.
test.describe('tooltips and ratings', () => {
  test('a row action shows its tooltip on hover, and the first click on a page button lands', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/product/list');
    const rows = page.getByRole('table', { name: 'Produits' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const edit = rows.first().getByRole('link', { name: /^Modifier / });
    await edit.hover();
    await expect(page.getByRole('tooltip')).toHaveText((await edit.getAttribute('aria-label')) ?? '');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const first = await rows.first().textContent();
    await page.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).not.toHaveText(first ?? '');
  });

  test('each review rating is an image named by its stars', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/ecommerce/manage-review');
    const table = page.getByRole('table').first();
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(table.getByRole('img', { name: /^\d étoiles?$/ })).toHaveCount(10);
  });
});
