import { expect, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';
import { checkoutJourney, dealJourney, propertyJourney } from './support/wizards';
import { drawnWhole } from './support/drawn';

test.describe('wizard examples', () => {
  test('checkout: cart, address, payment, back and reload keep the data, the order is saved', async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    expect(await checkoutJourney(page)).toBe('CMD-0001');
  });

  test('create deal: every step, back keeps the data, the deal is saved', async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    expect(await dealJourney(page)).toBe('DEAL-0001');
  });

  test('property listing: every step, back keeps the data, the listing is saved', async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    expect(await propertyJourney(page)).toBe('PROP-0001');
  });

  for (const { lng, scheme } of axeViews) {
    for (const path of ['checkout', 'create-deal', 'property-listing']) {
      test(`axe: no serious or critical violation on ${path} in ${lng}, ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await useLanguage(page, lng);
        await signIn(page, 'admin');
        await page.goto(`/wizard-examples/${path}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
        await drawnWhole(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
