import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';

for (const scheme of ['light', 'dark'] as const) {
  test(`the back-office shell has no serious axe violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, 'admin');
    await page.goto('/access-control');
    await expect(page.getByRole('heading', { level: 1, name: "Contrôle d'accès" })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await page.getByRole('button', { name: 'Tableaux de bord' }).click();
    expect(await seriousViolations(page, 'body')).toEqual([]);
  });

  test(`the login page has no serious axe violation (${scheme}, Arabic)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await useLanguage(page, 'ar');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page, 'body')).toEqual([]);
  });
}
