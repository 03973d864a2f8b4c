import { expect, type Page, test } from '@playwright/test';
import { signIn, useLanguage } from './support/session';
import { seriousViolations } from './support/axe';
import { drawnWhole } from './support/drawn';

const rows = (page: Page) => page.getByRole('table', { name: 'Utilisateurs' }).locator('tbody tr');
const names = (page: Page) => rows(page).locator('td:first-child a').allInnerTexts();

test.describe('users back office', () => {
  test('filters by role, and a reload shows the same view', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/user/list');
    await expect(rows(page)).toHaveCount(10);

    await page.getByLabel('Rôle', { exact: true }).click();
    await page.getByRole('option', { name: 'Éditeur' }).click();
    await expect(page).toHaveURL(/role=editor/);
    await page.getByRole('table', { name: 'Utilisateurs' }).getByRole('button', { name: 'E-mail' }).click();
    await expect(page).toHaveURL(/sortBy=email&orderBy=asc/);
    await expect
      .poll(async () => new Set(await rows(page).locator('td:nth-child(3)').allInnerTexts()))
      .toEqual(new Set(['Éditeur']));
    // The previous rows stay on screen until the sorted page arrives.
    const emails = () => rows(page).locator('td:nth-child(2)').allInnerTexts();
    await expect
      .poll(async () => {
        const e = await emails();
        return e.join() === [...e].sort((a, b) => a.localeCompare(b, 'en')).join();
      })
      .toBe(true);
    const before = await names(page);

    await page.reload();
    await expect(page.getByLabel('Rôle', { exact: true })).toHaveText('Éditeur');
    await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => names(page)).toEqual(before);
  });

  test('deletes a user after confirmation and it is gone from the list', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/user/list');
    await expect(rows(page)).toHaveCount(10);
    const name = (await rows(page).first().locator('td:first-child a').innerText()).trim();
    await page.getByRole('button', { name: `Supprimer ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText(`Suppression effectuée : ${name}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Supprimer ${name}`, exact: true })).toHaveCount(0);
    await expect(
      page
        .locator('main p')
        .filter({ hasText: /^Utilisateurs$/ })
        .locator('..'),
    ).toContainText('49');
  });

  test('after a delete and an add, ids stay unique: the new user is shown, opens and is deleted as themselves', async ({
    page,
  }) => {
    // A long journey (two deletions, a form, three screens) on a shared, slow machine.
    test.slow();
    await signIn(page, 'admin');
    await page.goto('/apps/user/view/50');
    const fiftieth = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.goto('/apps/user/list');
    await expect(rows(page)).toHaveCount(10);
    const first = (await rows(page).first().locator('td:first-child a').innerText()).trim();
    await page.getByRole('button', { name: `Supprimer ${first}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText(`Suppression effectuée : ${first}.`)).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    const drawer = page.getByRole('dialog', { name: 'Ajouter un utilisateur' });
    await drawer.getByLabel('Nom complet').fill('Ysolde Kwaterbak');
    await drawer.getByLabel('Nom d’utilisateur').fill('ysolde');
    await drawer.getByLabel('E-mail').fill('ysolde@okoume.demo');
    await drawer.getByLabel('Entreprise').fill('Okoumé Digital');
    await drawer.getByLabel('Pays').fill('Gabon');
    await drawer.getByLabel('Téléphone').fill('+241 06 12 34 56');
    await drawer.getByLabel('Rôle').click();
    await page.getByRole('option', { name: 'Éditeur' }).click();
    await drawer.getByLabel('Offre').click();
    await page.getByRole('option', { name: 'Équipe' }).click();
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();

    // Shown at once, marked, whatever page the list was on.
    await expect(page).toHaveURL(/q=ysolde%40okoume\.demo/);
    const added = rows(page).filter({ hasText: 'Ysolde Kwaterbak' });
    await expect(added).toHaveAttribute('aria-current', 'true');
    // count + 1 = 50 is taken: the next free id.
    await expect(added.getByRole('link', { name: 'Ysolde Kwaterbak', exact: true })).toHaveAttribute(
      'href',
      '/apps/user/view/51',
    );
    await added.getByRole('link', { name: 'Ysolde Kwaterbak', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ysolde Kwaterbak' })).toBeVisible();

    // Back in the list (no reload: the mock's changes last for the page's life), delete the new user.
    await page.goBack();
    await page.getByRole('button', { name: 'Supprimer Ysolde Kwaterbak', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Suppression effectuée : Ysolde Kwaterbak.')).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Ysolde Kwaterbak' })).toHaveCount(0);
    // The user who holds id 50 is untouched, and still opens as themselves.
    await page.getByLabel('Rechercher un nom ou un e-mail').fill(fiftieth);
    const kept = rows(page).filter({ hasText: fiftieth });
    await expect(kept.getByRole('link', { name: fiftieth, exact: true })).toHaveAttribute('href', '/apps/user/view/50');
  });

  test("opens a user's view from the list", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/user/list');
    const link = rows(page).first().locator('td:first-child a');
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(/Fiche utilisateur/);
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    await expect(page).toHaveURL(/tab=security/);
    await expect(page.getByLabel(/^Nouveau mot de passe/)).toBeVisible();
  });

  for (const [lng, text] of [
    ['fr', 'Utilisateur introuvable'],
    ['ar', 'المستخدم غير موجود'],
  ] as const) {
    test(`an unknown id shows '${text}' (${lng})`, async ({ page }) => {
      await useLanguage(page, lng);
      await signIn(page, 'admin');
      await page.goto('/apps/user/view/9999');
      await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      await page
        .getByRole('link', { name: lng === 'fr' ? 'Retour aux utilisateurs' : 'العودة إلى المستخدمين' })
        .click();
      await expect(page).toHaveURL(/\/apps\/user\/list$/);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/apps/user/list', '/apps/user/view/7']) {
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

  test('on a 390 px phone neither users screen scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    for (const path of ['/apps/user/list', '/apps/user/view/7']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await drawnWhole(page);
      const overflow = await page.evaluate(
        () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
