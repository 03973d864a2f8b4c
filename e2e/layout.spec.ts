import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Ouvrir le personnaliseur' }).click();
  return page.getByRole('dialog', { name: 'Personnaliser le thème' });
}

test.describe('layout and customizer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/access-control');
  });

  test('the customizer switches to the horizontal menu, which survives a reload', async ({ page }) => {
    const customizer = await openCustomizer(page);
    await customizer.getByRole('radio', { name: 'Horizontal' }).check();
    await customizer.getByRole('button', { name: 'Fermer le personnaliseur' }).click();

    const apps = page.getByRole('button', { name: 'Applications et pages' });
    await expect(apps).toBeVisible();
    await expect(page.locator('aside')).toHaveCount(0);
    await page.reload();
    await expect(apps).toBeVisible();
    await expect(page.locator('aside')).toHaveCount(0);

    // Keyboard: Enter opens the popover on its first item, Escape closes it and gives focus back.
    await apps.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Applications et pages' });
    await expect(menu.getByRole('menuitem', { name: 'E-mail' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(apps).toBeFocused();

    // Hover: a group opens its own sub-menu after the open delay.
    await apps.hover();
    await menu.getByRole('menuitem', { name: 'E-commerce' }).hover();
    await page.getByRole('menu', { name: 'E-commerce' }).getByRole('menuitem', { name: 'Produits' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/list$/);
  });

  test('the vertical menu collapses to icons, expands on hover and stays collapsed after a reload', async ({
    page,
  }) => {
    const nav = page.locator('aside');
    await expect(nav.getByText('E-mail')).toBeVisible();
    await page.getByRole('button', { name: 'Réduire le menu' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThan(100);
    await expect(nav.getByText('E-mail')).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Déplier le menu' })).toHaveAttribute('aria-pressed', 'true');
    await expect(nav.getByText('E-mail')).toBeHidden();
    await nav.hover();
    await expect(nav.getByText('E-mail')).toBeVisible();
  });

  test('semi-dark paints the vertical menu dark while the page stays light', async ({ page }) => {
    const customizer = await openCustomizer(page);
    await customizer.getByRole('radio', { name: 'Clair' }).check();
    await customizer.getByLabel('Menu semi-sombre').check();
    await customizer.getByRole('button', { name: 'Fermer le personnaliseur' }).click();
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const navColor = await page
      .locator('aside .dark')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const mainColor = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(luminance(navColor)).toBeLessThan(90);
    expect(luminance(mainColor)).toBeGreaterThan(200);
    await expect(page.locator('html')).toHaveClass(/light/);
  });
});

test('the navbar lifts once the page scrolls, and a back-to-top button shows past 200 px', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/apps/ecommerce/order/list');
  await expect(page.getByRole('table', { name: 'Commandes' }).locator('tbody tr a').first()).toBeVisible();
  const navbar = page.locator('header').first();
  const toTop = page.getByRole('button', { name: 'Remonter en haut' });
  await expect(navbar).toHaveCSS('box-shadow', 'none');
  await expect(toTop).toBeHidden();

  await page.mouse.wheel(0, 100);
  await expect(navbar).not.toHaveCSS('box-shadow', 'none');
  await expect(toTop).toBeHidden();
  await page.mouse.wheel(0, 400);
  await expect(toTop).toBeVisible();

  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
  await expect(navbar).toHaveCSS('box-shadow', 'none');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens as an overlay drawer and closes after choosing a page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/access-control');
    await expect(page.locator('aside')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.locator('.MuiDrawer-root');
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((el) => getComputedStyle(el).zIndex)).toBe('2000');
    await drawer.getByRole('button', { name: 'Tableaux de bord' }).click();
    await drawer.getByRole('link', { name: 'Analytique' }).click();
    // The URL changes once the page's code has loaded, which takes a while on a busy machine.
    await expect(page).toHaveURL(/\/dashboards\/analytics$/, { timeout: 20_000 });
    await expect(drawer).toBeHidden();
  });
});
