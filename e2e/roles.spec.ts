import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';
import { seriousViolations } from './support/axe';
import { drawnWhole } from './support/drawn';

const rows = (page: Page) => page.getByRole('table', { name: 'Permissions' }).locator('tbody tr');

test.describe('roles and permissions', () => {
  test('searches the permissions, and a reload shows the same view', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/permissions');
    await expect(rows(page)).toHaveCount(9);
    await page.getByRole('searchbox', { name: 'Rechercher une permission' }).fill('supp');
    await expect(page).toHaveURL(/q=supp/);
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('table', { name: 'Permissions' }).getByRole('button', { name: 'Nom' }).click();
    await expect(page).toHaveURL(/sortBy=name&orderBy=asc/);
    await expect(rows(page).first()).toContainText('Manage Email Sequences');

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Rechercher une permission' })).toHaveValue('supp');
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).first()).toContainText('Manage Email Sequences');
    await expect(rows(page).first()).toContainText('Support');
  });

  test("opens a role's edit dialog, selects every permission, and cancels", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/roles');
    await page.getByRole('button', { name: 'Modifier le rôle Responsable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le rôle' });
    await expect(dialog.getByLabel('Nom du rôle')).toHaveValue('Responsable');
    const matrix = dialog.getByRole('table', { name: 'Permissions du rôle' });
    await expect(matrix.getByRole('checkbox', { name: 'Écriture : Financial Management' })).toBeChecked();
    await expect(matrix.getByRole('checkbox', { name: 'Lecture : Management' })).not.toBeChecked();
    await matrix.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
    await expect(matrix.getByRole('checkbox', { checked: true })).toHaveCount(28);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/apps/permissions', '/apps/roles']) {
      test(`axe: no serious or critical violation on ${path} in ${scheme}`, async ({ page }) => {
        test.slow();
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, 'admin');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await drawnWhole(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('axe: the role dialog has no serious or critical violation, light and dark', async ({ page }) => {
    await signIn(page, 'admin');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/apps/roles');
      await page.getByRole('button', { name: 'Modifier le rôle Support' }).click();
      await expect(page.getByRole('table', { name: 'Permissions du rôle' })).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]'), scheme).toEqual([]);
    }
  });
});
