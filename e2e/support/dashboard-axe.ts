import { expect, type Page, test } from '@playwright/test';
import { axeViews, seriousViolations } from './axe';
import { pageErrors } from './page-errors';
import { signIn, useLanguage } from './session';
import { drawnWhole } from './drawn';

/**
 * A dashboard's axe test in each of `axeViews`, signed in as the administrator, once what `drawn` waits for is
 * there and its widgets and first chart are drawn; no page error either.
 */
export function testDashboardAxe(name: string, path: string, drawn: (page: Page) => Promise<void> = async () => {}) {
  for (const { lng, scheme } of axeViews) {
    test(`the ${name} dashboard has no serious axe violation (${lng}, ${scheme})`, async ({ page }) => {
      const errors = pageErrors(page);
      await page.emulateMedia({ colorScheme: scheme });
      await useLanguage(page, lng);
      await signIn(page, 'admin');
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      await drawnWhole(page);
      await drawn(page);
      await expect(page.locator('main [role=figure] svg').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
