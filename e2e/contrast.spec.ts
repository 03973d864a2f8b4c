import { expect, test } from '@playwright/test';
import { contrastFailures } from './support/axe';

// A focused field's label is drawn in the primary colour: the brand's #b36734 reads at 4.28:1 on white.
for (const path of ['/login', '/forgot-password']) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the focused e-mail label of ${path} meets AA contrast (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto(path);
      const email = page.getByRole('textbox', { name: /e-?mail/i }).first();
      await email.focus();
      const label = page.locator('label.Mui-focused').first();
      await expect(label).toBeVisible();
      expect(await contrastFailures(page)).toEqual([]);
    });
  }
}
