import { expect, type Page, test } from '@playwright/test';
import { testDashboardAxe } from './support/dashboard-axe';
import { drawnWhole } from './support/drawn';
import { pageErrors } from './support/page-errors';
import { signIn } from './support/session';

const table = (page: Page) => page.getByRole('table', { name: 'Projets' });
const rows = (page: Page) => table(page).locator('tbody tr');
const progress = async (page: Page) =>
  (
    await table(page)
      .getByRole('progressbar')
      .evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-valuenow')))
  ).map(Number);
const sorted = (page: Page, dir: 1 | -1) => async () => {
  const values = await progress(page);
  return values.length === 10 && values.every((v, i) => i === 0 || dir * (v - values[i - 1]!) >= 0);
};

test.describe('analytics dashboard', () => {
  // The widgets' error with a retry is tested in dashboard-widgets.test.tsx: the static demo's API is its service
  // worker, out of page.route's reach.
  test('shows every widget from the API, and the earning reports switch measure with their tabs', async ({ page }) => {
    const errors = pageErrors(page);
    await signIn(page, 'admin');
    await page.goto('/dashboards/analytics');
    await expect(page.getByRole('heading', { level: 2, name: 'Bravo, l’équipe Okoumé !' })).toBeVisible();
    await drawnWhole(page);
    await expect(page.getByRole('progressbar', { name: 'Part de l’objectif atteinte' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Trafic du site' }).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Ventes moyennes par jour' })).toContainText('FCFA');
    await expect(page.getByRole('progressbar', { name: 'Part des ventes en ligne' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sources des visites' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('list', { name: 'Campagne du mois' })).toContainText('E-mails envoyés');
    await expect(page.getByRole('list', { name: 'Chronologie des projets' })).toContainText('Tableau Power BI livré');
    const support = page.getByRole('figure', { name: 'Suivi du support' });
    // The gauge's drawing carries its value (x-charts' meter), next to the figure written in the ring.
    await expect(support.locator('svg[role=meter]')).toHaveAttribute('aria-valuenow', '85');
    await expect(support).toContainText('85 %');

    const earnings = page.getByRole('figure', { name: 'Rapports de gains' });
    await expect(earnings.locator('svg').first()).toBeVisible();
    await expect(earnings).toContainText('Commandes sur sept jours');
    await earnings.getByRole('tab', { name: 'Bénéfice' }).click();
    await expect(earnings.getByRole('tab', { name: 'Bénéfice' })).toHaveAttribute('aria-selected', 'true');
    await expect(earnings).toContainText('Bénéfice sur sept jours');
    await expect(earnings.getByRole('tabpanel')).toContainText('FCFA');
    expect(errors).toEqual([]);
  });

  test('shows the summary, and a search narrows the projects (kept on reload)', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboards/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytique' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Projets par avancement' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);

    await page.getByLabel('Rechercher un projet, un responsable ou un type').fill('ventes');
    await expect(page).toHaveURL(/q=ventes/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Tableau de bord des ventes');
    await expect(rows(page).first()).toContainText('Projet Figma');

    await page.reload();
    await expect(page.getByLabel('Rechercher un projet, un responsable ou un type')).toHaveValue('ventes');
    await expect(rows(page)).toHaveCount(1);
  });

  test('sorts by progress: the URL and the order change', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboards/analytics');
    await expect(rows(page)).toHaveCount(10);
    const before = await progress(page);

    await table(page).getByRole('button', { name: 'Avancement' }).click();
    await expect(page).toHaveURL(/sortBy=progress&orderBy=asc/);
    await expect(table(page).getByRole('columnheader', { name: 'Avancement' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(sorted(page, 1)).toBe(true);
    expect(await progress(page)).not.toEqual(before);

    await table(page).getByRole('button', { name: 'Avancement' }).click();
    await expect(page).toHaveURL(/orderBy=desc/);
    await expect.poll(sorted(page, -1)).toBe(true);
  });
});

testDashboardAxe('analytics', '/dashboards/analytics', async (page) => {
  await expect(page.locator('main tbody tr')).toHaveCount(10);
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
});
