import { expect, type Page, test } from '@playwright/test';

/** Records, in the first animation frame (before the first paint), what the page is about to show. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const html = document.documentElement;
      (window as unknown as { __firstFrame: object }).__firstFrame = {
        scheme: html.classList.contains('dark') ? 'dark' : html.classList.contains('light') ? 'light' : 'none',
        background: getComputedStyle(html).backgroundColor,
        dir: html.dir,
        lang: html.lang,
      };
    });
  });
}
const firstFrame = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __firstFrame?: object }).__firstFrame).then((h) => h.jsonValue());

test('French is the default language and the first paint is light', async ({ page }) => {
  await recordFirstFrame(page);
  await page.goto('/login');
  expect(await firstFrame(page)).toMatchObject({ scheme: 'light', lang: 'fr', dir: 'ltr' });
  await expect(page.getByRole('heading', { name: /Bon retour/ })).toBeVisible();
});

test('the dark theme survives a reload with no light flash', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Thème' }).click();
  await page.getByRole('menuitem', { name: 'Sombre' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await recordFirstFrame(page);
  await page.reload();
  const frame = (await firstFrame(page)) as { scheme: string; background: string };
  expect(frame.scheme).toBe('dark');
  expect(frame.background).toBe('rgb(37, 41, 60)');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('system theme follows the operating system live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('Arabic turns the page right-to-left without a reload and survives one with no flash', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: /مرحبًا بعودتك/ })).toBeVisible();
  const card = await page.locator('form').boundingBox();
  const label = await page.getByText('تذكّرني').boundingBox();
  expect(card && label && label.x + label.width > card.x + card.width / 2).toBe(true);

  await recordFirstFrame(page);
  await page.reload();
  expect(await firstFrame(page)).toMatchObject({ dir: 'rtl', lang: 'ar' });
  await expect(page.getByRole('heading', { name: /مرحبًا بعودتك/ })).toBeVisible();
});

test('English can be chosen and is kept', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
