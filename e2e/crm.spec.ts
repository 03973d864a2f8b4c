import { expect, test } from '@playwright/test';
import { testDashboardAxe } from './support/dashboard-axe';
import { drawnWhole } from './support/drawn';
import { pageErrors } from './support/page-errors';
import { signIn } from './support/session';

// The error with a retry is tested in crm-page.test.tsx: the static demo's API is its service worker, out of
// page.route's reach.
test.describe('CRM dashboard', () => {
  test('opens from the menu with every widget drawn from the API', async ({ page }) => {
    const errors = pageErrors(page);
    await signIn(page, 'admin');
    await page.goto('/dashboards/analytics');
    await page.getByRole('link', { name: 'CRM' }).click();
    await expect(page).toHaveURL(/\/dashboards\/crm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
    await drawnWhole(page);
    await expect(page.getByRole('list', { name: 'Ventes par pays' })).toContainText('Gabon');
    await expect(page.getByRole('list', { name: 'Transactions récentes' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('list', { name: 'Activité récente' })).toContainText('Facture n° 4381 payée');
    await expect(page.getByRole('progressbar', { name: 'Avancement de Suivi des escales au port' })).toBeVisible();
    const earnings = page.getByRole('figure', { name: 'Résultats par mois' });
    await expect(earnings.locator('svg').first()).toBeVisible();
    await earnings.getByRole('tab', { name: 'Bénéfice' }).click();
    await expect(earnings).toContainText('Bénéfice sur douze mois');
    await expect(page.getByRole('figure', { name: 'Ventes' })).toContainText('FCFA');
    expect(errors).toEqual([]);
  });
});

testDashboardAxe('CRM', '/dashboards/crm');
