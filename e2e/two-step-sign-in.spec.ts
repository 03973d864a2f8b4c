import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/session';

// Two-step sign-in in the static demo (docs/decisions.md, "Account steps"): the code the server would e-mail is
// shown on the page. Its data lives for the page's life, so the journey moves through the app's own links.

const shownCode = async (scope: Page | ReturnType<Page['getByRole']>) =>
  (await scope.getByTestId('demo-code').last().textContent()) ?? '';
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function typeCode(page: Page, scope: Page | ReturnType<Page['getByRole']>, code: string, submit: string) {
  await scope.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await scope.getByRole('button', { name: submit }).click();
}

test('the administrator turns two-step sign-in on with the code, then signs in with a code', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  await page.goto('/pages/account-settings/security');
  await page.getByRole('button', { name: 'Activer la connexion en deux étapes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmez avec un code' });
  await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(dialog.getByTestId('demo-code')).toHaveText(/^\d{6}$/);
  await typeCode(page, dialog, await shownCode(dialog), 'Activer');
  await expect(
    page
      .getByRole('tabpanel', { name: 'Sécurité' })
      .getByText(/La connexion en deux étapes est activée : chaque connexion/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.com');
  await page.locator('input[autocomplete="current-password"]').fill('admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  await expect(page.getByTestId('demo-code')).toHaveText(/^\d{6}$/);
  const code = await shownCode(page);

  // The code step in both schemes and both directions: no serious or critical axe violation (once the toast of the
  // setting, the app's shared snackbar, has gone).
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0);
  for (const lng of ['fr', 'ar'] as const) {
    if (lng === 'ar') {
      await page.getByRole('button', { name: 'Langue' }).click();
      await page.getByRole('menuitem', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'التحقق بخطوتين' })).toBeVisible();
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page, 'body'), `${lng} ${scheme}`).toEqual([]);
    }
  }
  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await typeCode(page, page, other(code), 'Vérifier et se connecter');
  await expect(page.getByText('Code erroné. Essais restants : 4')).toBeVisible();
  await typeCode(page, page, code, 'Vérifier et se connecter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();

  // Off again with the password.
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Paramètres' }).click();
  await page.getByRole('tab', { name: 'Sécurité' }).click();
  await page.getByRole('button', { name: 'Désactiver', exact: true }).click();
  const off = page.getByRole('dialog', { name: 'Désactiver la connexion en deux étapes' });
  await off.getByLabel(/Mot de passe/).fill('admin');
  await off.getByRole('button', { name: 'Désactiver' }).click();
  // The card's state (a toast says the same, for a while).
  await expect(
    page.getByRole('tabpanel', { name: 'Sécurité' }).getByText('La connexion en deux étapes est désactivée.'),
  ).toBeVisible();
});

// The client account has no settings page: its way in is the user menu's "Sécurité de connexion" (docs/decisions.md,
// "Two-step sign-in for every account").
test('the client turns two-step sign-in on from the user menu, then signs in with a code', async ({ page }) => {
  test.slow();
  await signIn(page, 'client');
  await page.goto('/access-control');
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Sécurité de connexion' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sécurité de connexion' });
  await expect(drawer.getByText('La connexion en deux étapes est désactivée.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Activer la connexion en deux étapes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmez avec un code' });
  await expect(dialog.getByText(/client@demo\.com/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(dialog.getByTestId('demo-code')).toHaveText(/^\d{6}$/);
  await typeCode(page, dialog, await shownCode(dialog), 'Activer');
  await expect(drawer.getByText(/La connexion en deux étapes est activée : chaque connexion/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Fermer la sécurité de connexion' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('client@demo.com');
  await page.locator('input[autocomplete="current-password"]').fill('client');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  await expect(page.getByTestId('demo-code')).toHaveText(/^\d{6}$/);
  await typeCode(page, page, await shownCode(page), 'Vérifier et se connecter');
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
});

test('the sign-in security drawer has no serious axe violation, in French and Arabic, light and dark', async ({
  page,
}) => {
  await signIn(page, 'client');
  await page.goto('/access-control');
  for (const [lng, menu, entry, off] of [
    ['fr', 'Menu du compte', 'Sécurité de connexion', 'La connexion en deux étapes est désactivée.'],
    ['ar', 'قائمة الحساب', 'أمان تسجيل الدخول', 'الدخول بخطوتين غير مفعّل.'],
  ] as const) {
    if (lng === 'ar') {
      await page.getByRole('button', { name: 'Langue' }).click();
      await page.getByRole('menuitem', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page.getByRole('button', { name: menu }).click();
    await page.getByRole('menuitem', { name: entry }).click();
    const drawer = page.getByRole('dialog', { name: entry });
    await expect(drawer.getByText(off)).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page, 'body'), `${lng} ${scheme}`).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});
