import { expect, type Page, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { logisticsJourney } from './support/logistics';
import { signIn, useLanguage } from './support/session';

const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

// The error with a retry is tested in logistics-page.test.tsx: the static demo's API is its service worker, out of
// page.route's reach.
test('the logistics dashboard opens from the menu with its widgets, fleet and vehicles from the API', async ({
  page,
}) => {
  test.slow();
  const errors = pageErrors(page);
  await signIn(page, 'admin');
  await logisticsJourney(page);
  expect(errors).toEqual([]);
});

for (const { lng, scheme } of axeViews) {
  test(`the logistics dashboard has no serious axe violation (${lng}, ${scheme})`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    await useLanguage(page, lng);
    await signIn(page, 'admin');
    await page.goto('/dashboards/logistics');
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('main [role=figure] svg').first()).toBeVisible();
    await expect(page.locator('main [aria-busy=true]')).toHaveCount(0);
    await expect(page.locator('main table').last().locator('tbody tr')).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
