import { expect, test } from '@playwright/test';
import { contrastFailures } from './support/axe';
import { signIn } from './support/session';

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

// Alerts are tinted in both schemes (src/theme/alert-tones.ts): MUI's dark standard alert was a near-black.
for (const scheme of ['light', 'dark'] as const) {
  test(`the roles page's info alert is a tint of its colour and reads at AA (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await signIn(page, 'admin');
    await page.goto('/apps/roles');
    const alert = page.getByRole('main').getByRole('alert').first();
    await expect(alert).toBeVisible();
    const [r, g, b] = (await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
    // Bluer than it is red, and in the dark scheme lighter than the paper it sits on (#2f3349), not darker.
    expect(b!).toBeGreaterThan(r! + 20);
    if (scheme === 'dark') expect(r! + g! + b!).toBeGreaterThan(0x2f + 0x33 + 0x49);
    expect(await contrastFailures(page)).toEqual([]);
  });
}
