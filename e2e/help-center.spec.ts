import { expect, test } from '@playwright/test';
import { useLanguage } from './support/session';

test('the help center shows search, popular articles, categories and keep learning', async ({ page }) => {
  await page.goto('/front-pages/help-center');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bonjour, comment pouvons-nous vous aider ?' }),
  ).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
  const popular = page.getByRole('region', { name: 'Articles populaires' });
  await expect(popular.getByRole('article')).toHaveCount(3);
  await expect(popular.getByRole('heading', { name: 'Bien démarrer' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Parcourir par catégorie' });
  await expect(categories.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Continuer à apprendre' }).getByRole('article')).toHaveCount(3);

  await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('facture');
  await expect(categories.getByRole('article')).toHaveCount(1);
  await expect(categories.getByText('Télécharger une facture')).toBeVisible();
  await expect(popular).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('zzz');
  await expect(categories.getByRole('status')).toHaveText('Aucun article ne correspond à votre recherche.');
});

test('the help center reads right to left in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/front-pages/help-center');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا، كيف يمكننا مساعدتك؟' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'تصفح حسب الفئة' }).getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'الفوترة والمدفوعات' })).toBeVisible();
});
