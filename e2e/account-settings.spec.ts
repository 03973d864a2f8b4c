import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/session';
import { openMenuGroup } from './support/menu';

const tabs = ['Compte', 'Sécurité', 'Facturation et offres', 'Notifications', 'Connexions'];

test.describe('account settings', () => {
  test('opens from the menu, switches tabs, saves the profile through the API, and a reload keeps the tab', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboards/ecommerce');
    const nav = page.getByRole('navigation').first();
    await openMenuGroup(nav, 'Pages');
    await nav.getByRole('link', { name: 'Paramètres du compte' }).click();
    await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
    await expect(page).toHaveTitle(/Paramètres du compte/);

    await page.getByRole('tab', { name: 'Sécurité' }).click();
    await expect(page).toHaveURL(/\/account-settings\/security$/);
    await expect(page.getByRole('heading', { name: 'Changer le mot de passe' })).toBeVisible();
    // Another tab keeps the menu item active.
    await expect(nav.getByRole('link', { name: 'Paramètres du compte' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('tab', { name: 'Compte' }).click();
    const first = page.getByRole('textbox', { name: 'Prénom' });
    await expect(first).toHaveValue('Aïcha');
    await first.fill('');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Ce champ est requis')).toBeVisible();
    await first.fill('Awa');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Enregistré', { exact: true })).toBeVisible();

    // Kept by the API: another tab and back shows it (the static demo keeps it for the page's life).
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    await page.getByRole('tab', { name: 'Compte' }).click();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Awa');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Compte' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/account-settings\/notifications$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Notifications' })).toBeVisible();

    await page.goto('/pages/account-settings/unknown');
    await expect(page).toHaveURL(/\/account-settings\/account$/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: no serious or critical violation on any tab in ${scheme}`, async ({ page }) => {
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, 'admin');
      await page.goto('/pages/account-settings/account');
      for (const name of tabs) {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
        expect(await seriousViolations(page), name).toEqual([]);
      }
    });
  }

  test('on a 390 px phone no tab scrolls sideways', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    for (const tab of ['account', 'security', 'billing-plans', 'notifications', 'connections']) {
      await page.goto(`/pages/account-settings/${tab}`);
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
      );
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
  });
});
