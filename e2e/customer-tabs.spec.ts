import { expect, type Page, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { signIn, useLanguage } from './support/session';
import { drawnWhole } from './support/drawn';

// The customer details' address book, notifications and security tabs (docs/ecommerce.md): kept through the API.

async function openCustomer(page: Page, tab: 'address' | 'notifications' | 'security', row = 1) {
  await page.goto('/apps/ecommerce/customer/list');
  await page.locator('main table tbody tr').nth(row).getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/customer\/details\/\d+/);
  await page.goto(`${new URL(page.url()).pathname}?tab=${tab}`);
}

test.describe('customer tabs', () => {
  test('an address is added, made the shipping default and deleted; notifications and security are saved', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'admin');
    await openCustomer(page, 'address');
    const book = page.getByRole('list', { name: 'Carnet d’adresses' });
    await expect(book.getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
    await dialog.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Bureau' }).click();
    await dialog.getByRole('textbox', { name: /^Adresse, ligne 1/ }).fill('12, Rue Ange Mba');
    await dialog.getByRole('textbox', { name: /^Ville/ }).fill('Port-Gentil');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    const office = book.getByRole('listitem', { name: /^Bureau – / });
    await expect(office.getByText('Port-Gentil')).toBeVisible();

    await office.getByRole('button', { name: /^Actions pour l’adresse/ }).click();
    await page.getByRole('menuitem', { name: 'Utiliser pour la livraison par défaut' }).click();
    await expect(office.getByText('Livraison par défaut')).toBeVisible();
    await expect(book.getByText('Livraison par défaut')).toHaveCount(1);

    await office.getByRole('button', { name: /^Actions pour l’adresse/ }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer cette adresse ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(book.getByRole('listitem')).toHaveCount(1);
    await expect(book.getByText('Livraison par défaut')).toBeVisible();

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const promotions = page.getByRole('checkbox', { name: 'Promotions – Application' });
    await expect(promotions).not.toBeChecked();
    await promotions.check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Choix de notifications enregistrés.')).toBeVisible();
    // Another tab and back: the choices are read from the API again.
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('checkbox', { name: 'Promotions – Application' })).toBeChecked();

    await page.getByRole('tab', { name: 'Sécurité' }).click();
    await expect(page.getByText('Aucun administrateur n’a encore défini le mot de passe de ce client.')).toBeVisible();
    await page.getByLabel(/^Nouveau mot de passe/).fill('Okoume-2026');
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('Okoume-2026');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText(/^Mot de passe défini par un administrateur le /)).toBeVisible();
    await page.getByRole('switch', { name: /code envoyé par e-mail/ }).check();
    await expect(page.getByText('Validation en deux étapes activée.')).toBeVisible();
    await expect(page.getByText(/rien n’a été enregistré|not saved/i)).toHaveCount(0);
  });

  for (const { lng, scheme } of axeViews) {
    test(`axe: no serious or critical violation on the three tabs and the address dialog in ${lng}, ${scheme}`, async ({
      page,
    }) => {
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await useLanguage(page, lng);
      await signIn(page, 'admin');
      for (const tab of ['address', 'notifications', 'security'] as const) {
        await openCustomer(page, tab, 2);
        await expect(page.locator('main [role="tabpanel"] .MuiCard-root').first()).toBeVisible();
        await drawnWhole(page);
        expect({ tab, violations: await seriousViolations(page) }).toEqual({ tab, violations: [] });
      }
      await openCustomer(page, 'address', 2);
      await expect(page.locator('main li').first()).toBeVisible();
      await page.locator('main .MuiCardHeader-action button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    });
  }
});
