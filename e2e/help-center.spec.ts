import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';

const search = (page: Page, name: string) => page.getByRole('searchbox', { name });

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

  // "Airtel" is written only in the body of "Payer par mobile money".
  await search(page, 'Rechercher un article').fill('airtel');
  await expect(categories.getByRole('article')).toHaveCount(1);
  await expect(categories.getByRole('link')).toHaveText(['Payer par mobile money']);
  await expect(popular).toHaveCount(0);
  await categories.getByRole('link', { name: 'Payer par mobile money' }).click();
  await expect(page).toHaveURL(/\/front-pages\/help-center\/article\/pay-with-mobile-money$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payer par mobile money' })).toBeVisible();
  await expect(page.getByText(/Airtel Money ou Moov Money/)).toBeVisible();

  await page.goBack();
  await expect(search(page, 'Rechercher un article')).toHaveValue('airtel');
  await search(page, 'Rechercher un article').fill('zzz');
  await expect(categories.getByRole('status')).toHaveText('Aucun article ne correspond à votre recherche.');
});

test('every kind of article link on the public help center opens its own article', async ({ page }) => {
  await page.goto('/front-pages/help-center');
  const opened: string[] = [];
  for (const [region, title] of [
    ['Articles populaires', 'Premiers pas'],
    ['Parcourir par catégorie', 'Suivre une commande'],
    ['Continuer à apprendre', 'Communauté'],
  ] as const) {
    await page.getByRole('region', { name: region }).getByRole('link', { name: title }).click();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    opened.push((await article.locator('p').first().textContent()) ?? '');
    await page.getByRole('link', { name: "Retour au centre d'aide" }).click();
  }
  expect(new Set(opened).size).toBe(3);

  await page.goto('/front-pages/help-center/article/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Cet article est introuvable' })).toBeVisible();
});

test('the back-office help center opens its articles, their related articles, and searches bodies', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/pages/help-center');
  const categories = page.getByRole('region', { name: 'Parcourir par catégorie' });
  await categories.getByRole('link', { name: 'Rôles et permissions' }).click();
  await expect(page).toHaveURL(/\/pages\/help-center\/article\/roles-and-permissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rôles et permissions' })).toBeVisible();
  await page.getByRole('complementary', { name: 'Articles liés' }).getByRole('link', { name: 'Clés d’API' }).click();
  await expect(page).toHaveURL(/\/pages\/help-center\/article\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clés d’API' })).toBeVisible();
  await expect(page.getByText(/affichée qu’une fois/)).toBeVisible();

  await page.goto('/pages/help-center');
  await search(page, 'Rechercher un article').fill('entrepôt');
  await expect(categories.getByRole('link')).toHaveText(['Retourner un produit']);
});

test('the help center reads right to left in Arabic, and finds and opens an article', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/front-pages/help-center');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا، كيف يمكننا مساعدتك؟' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'تصفح حسب الفئة' });
  await expect(categories.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'الفوترة والمدفوعات' })).toBeVisible();

  await page.getByRole('searchbox').fill('مستودع');
  await expect(categories.getByRole('link')).toHaveText(['إرجاع منتج']);
  await categories.getByRole('link', { name: 'إرجاع منتج' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'إرجاع منتج' })).toBeVisible();
  await expect(page.getByText(/خلال 15 يومًا/)).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: no serious or critical violation on a help article in ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/front-pages/help-center/article/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
