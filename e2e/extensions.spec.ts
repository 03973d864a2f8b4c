import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';

const carousel = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('extensions', () => {
  test('the carousels move with their buttons and dots, and say which slide shows', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, 'admin');
    await page.goto('/extensions/swiper');
    await expect(page.getByRole('heading', { level: 1, name: 'Carrousels' })).toBeVisible();

    const navigation = carousel(page, 'Navigation');
    await expect(navigation.getByText('Diapositive 1 sur 6')).toBeVisible();
    const card = navigation.locator('xpath=..');
    await expect(card.getByRole('button', { name: 'Diapositive précédente' })).toBeDisabled();
    await card.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect(navigation.getByText('Diapositive 2 sur 6')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Diapositive précédente' })).toBeEnabled();

    const pagination = carousel(page, 'Pagination').locator('xpath=..');
    await pagination.getByRole('button', { name: 'Aller à la diapositive 4' }).click();
    await expect(pagination.getByText('Diapositive 4 sur 6')).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Aller à la diapositive 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Under reduced motion the autoplay carousel stays still and offers to play.
    const autoplay = carousel(page, 'Défilement automatique').locator('xpath=..');
    await expect(autoplay.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
    await expect(autoplay.getByText('Diapositive 1 sur 6')).toBeVisible();

    const gallery = carousel(page, 'Galerie à miniatures').locator('xpath=..');
    await gallery.getByRole('button', { name: 'Lac Tchad' }).click();
    await expect(gallery.getByText('Diapositive 4 sur 6')).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Lac Tchad' })).toHaveAttribute('aria-current', 'true');
  });

  test('the carousels run right to left in Arabic', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signIn(page, 'admin');
    await page.goto('/extensions/swiper');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const navigation = carousel(page, 'التنقّل');
    const card = navigation.locator('xpath=..');
    const first = navigation.getByRole('group', { name: '1 من 6' });
    const startX = (await first.boundingBox())!.x;
    await card.getByRole('button', { name: 'الشريحة التالية' }).click();
    await expect(navigation.getByText('الشريحة 2 من 6')).toBeVisible();
    // Right to left, the next slide comes in from the left: the first one moves to the right.
    await expect.poll(async () => (await first.boundingBox())!.x).toBeGreaterThan(startX + 100);
  });

  test('the guided tour walks through the navbar with the keyboard and ends with Escape', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, 'admin');
    await page.goto('/extensions/tour');
    await page.getByRole('button', { name: 'Commencer la visite' }).click();
    const step = page.getByRole('dialog');
    await expect(step).toContainText('Bienvenue');
    await expect(step).toContainText('1 sur 7');
    await page.keyboard.press('ArrowRight');
    await expect(step).toContainText('Recherche');
    await page.keyboard.press('ArrowLeft');
    await expect(step).toContainText('Bienvenue');
    // Keys pressed one right after the other all count (driver.js's own handling dropped the second).
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(step).toContainText('Langue');
    await expect(step).toContainText('3 sur 7');
    await page.keyboard.press('ArrowLeft');
    await expect(step).toContainText('Recherche');
    await page.keyboard.press('Escape');
    await expect(step).toBeHidden();
  });

  test('in Arabic the tour moves forward with the left arrow, the reading direction', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useLanguage(page, 'ar');
    await signIn(page, 'admin');
    await page.goto('/extensions/tour');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'ابدأ الجولة' }).click();
    const step = page.getByRole('dialog');
    await expect(step).toContainText('مرحبًا');
    await page.keyboard.press('ArrowLeft');
    await expect(step).toContainText('البحث');
    await page.keyboard.press('ArrowRight');
    await expect(step).toContainText('مرحبًا');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: no serious or critical violation on the swiper and tour pages in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await signIn(page, 'admin');
      for (const path of ['/extensions/swiper', '/extensions/tour']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});
