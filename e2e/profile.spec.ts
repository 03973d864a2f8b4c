import { expect, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';
import { drawnWhole } from './support/drawn';

test.describe('user profile', () => {
  test('opens from the menu, switches tabs through the address, and a reload keeps the tab', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboards/ecommerce');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByText('Pages', { exact: true }).click();
    await menu.getByRole('link', { name: 'Profil', exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aïcha Mbemba' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'À propos' })).toContainText('Développeuse');

    await page.getByRole('tab', { name: 'Projets' }).click();
    await expect(page).toHaveURL(/\/pages\/user-profile\/projects$/);
    await expect(page.getByRole('article', { name: 'Traçabilité du cacao' })).toContainText(/jours? restants?/);
    // The profile item of the menu stays active on every tab.
    await expect(menu.getByRole('link', { name: 'Profil', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('tab', { name: 'Relations' }).click();
    await expect(page).toHaveURL(/\/pages\/user-profile\/connections$/);
    const first = page.getByRole('article').first();
    const before = await first.getByRole('button').innerText();
    await first.getByRole('button').click();
    await expect(first.getByRole('button')).not.toHaveText(before);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Relations', selected: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(9);

    await page.goBack();
    await expect(page).toHaveURL(/\/pages\/user-profile\/projects$/);
    await expect(page.getByRole('tab', { name: 'Projets', selected: true })).toBeVisible();
  });

  test('Connect writes through the API: buttons and counts follow, and hold while the page lives', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/user-profile/profile');
    const overview = page.getByRole('region', { name: 'Vue d’ensemble' });
    await expect(overview).toContainText('897');
    await page.getByRole('button', { name: /^Connecté avec Aïcha Mbemba/ }).click();
    await expect(page.getByRole('button', { name: 'Se connecter avec Aïcha Mbemba' })).toBeVisible();
    await expect(overview).toContainText('896');

    await page.getByRole('tab', { name: 'Relations' }).click();
    const lucas = page.getByRole('article', { name: 'Lucas Silva' });
    await expect(lucas.getByRole('definition').last()).toHaveText('61');
    await lucas.getByRole('button', { name: 'Se connecter avec Lucas Silva' }).click();
    await expect(lucas.getByRole('button', { name: /^Connecté avec Lucas Silva/ })).toBeVisible();
    await expect(lucas.getByRole('definition').last()).toHaveText('62');

    // Another tab and back: the answers come from the API again, with the changes.
    await page.getByRole('tab', { name: 'Profil' }).click();
    await expect(overview).toContainText('896');
    await page.getByRole('tab', { name: 'Relations' }).click();
    await expect(lucas.getByRole('definition').last()).toHaveText('62');
    await expect(page.getByRole('button', { name: 'Se connecter avec Aïcha Mbemba' })).toBeVisible();
  });

  test('an unknown tab opens the Profile tab', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/user-profile/nope');
    await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
    await expect(page.getByRole('tab', { name: 'Profil', selected: true })).toBeVisible();
  });
});

// Every tab in French; in Arabic, the tabs whose buttons write.
const axeTabs = {
  fr: ['profile', 'projects', 'connections'],
  ar: ['profile', 'connections'],
} as const;
for (const { lng, scheme } of axeViews) {
  for (const tab of axeTabs[lng]) {
    test(`the ${tab} tab has no serious axe violation (${lng}, ${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await useLanguage(page, lng);
      await signIn(page, 'admin');
      await page.goto(`/pages/user-profile/${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Aïcha Mbemba' })).toBeVisible();
      await drawnWhole(page, page.getByRole('tabpanel'));
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
