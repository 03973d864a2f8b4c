import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
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
  test('shows the summary, and a search narrows the projects (kept on reload)', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboards/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytique' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Projets par avancement' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);

    await page.getByLabel('Rechercher un projet, un responsable ou un type').fill('sales');
    await expect(page).toHaveURL(/q=sales/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Sales Dashboard');

    await page.reload();
    await expect(page.getByLabel('Rechercher un projet, un responsable ou un type')).toHaveValue('sales');
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

for (const scheme of ['light', 'dark'] as const) {
  test(`the analytics dashboard has no serious axe violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, 'admin');
    await page.goto('/dashboards/analytics');
    await expect(page.locator('main tbody tr')).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
