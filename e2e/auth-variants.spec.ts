import { expect, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { pageErrors } from './support/page-errors';
import { accounts, signIn, useLanguage } from './support/session';

const kinds = ['login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'two-steps'] as const;
const variants = ['v1', 'v2'] as const;

/** Each page's h1 in French, as the locales give it. */
const frHeadings: Record<(typeof kinds)[number], string> = {
  login: 'Bon retour !',
  register: "L'aventure commence ici",
  'forgot-password': 'Mot de passe oublié ?',
  'reset-password': 'Réinitialiser le mot de passe',
  'verify-email': 'Vérifiez votre e-mail',
  'two-steps': 'Vérification en deux étapes',
};

// One browser context per language for all the pages: a context's start costs more than a page on a slow machine.
test('each variant opens in French with its heading, its form and no page error', async ({ page }) => {
  test.slow();
  const errors = pageErrors(page);
  for (const kind of kinds) {
    for (const v of variants) {
      await test.step(`${kind}-${v}`, async () => {
        await page.goto(`/pages/authentication/${kind}-${v}`);
        await expect(page.getByRole('heading', { level: 1, name: frHeadings[kind] })).toBeVisible();
        await expect(page.locator('main form')).toBeVisible();
        // v2 draws its illustration beside the form at this width; v1 has none.
        await expect(page.getByTestId('auth-illustration')).toHaveCount(v === 'v2' ? 1 : 0);
        expect(errors, `${kind}-${v}`).toEqual([]);
      });
    }
  }
});

test('variants open in Arabic, right to left', async ({ page }) => {
  const errors = pageErrors(page);
  await useLanguage(page, 'ar');
  for (const path of ['login-v2', 'two-steps-v1', 'reset-password-v2']) {
    await test.step(path, async () => {
      await page.goto(`/pages/authentication/${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main form')).toBeVisible();
      expect(errors, path).toEqual([]);
    });
  }
});

test('a real sign-in through login-v2 opens the back office', async ({ page }) => {
  await page.goto('/pages/authentication/login-v2');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(accounts.admin.email);
  await page.locator('input[autocomplete="current-password"]').fill(accounts.admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
});

test('a signed-in administrator sees the demo pages instead of being sent away', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/pages/authentication/register-v1');
  await expect(page).toHaveURL(/\/pages\/authentication\/register-v1$/);
  await expect(page.getByRole('heading', { level: 1, name: frHeadings.register })).toBeVisible();
});

test('two-steps-v2 moves through the boxes as digits are typed, then asks a visitor to sign in first', async ({
  page,
}) => {
  await page.goto('/pages/authentication/two-steps-v2');
  await page.getByRole('button', { name: 'Vérifier mon compte' }).click();
  await expect(page.getByText('Saisissez le code à 6 chiffres')).toBeVisible();
  await page.getByLabel('Chiffre 1 sur 6').click();
  await page.keyboard.type('12');
  await expect(page.getByLabel('Chiffre 3 sur 6')).toBeFocused();
  await page.keyboard.type('3456');
  await page.getByRole('button', { name: 'Vérifier mon compte' }).click();
  await expect(page.getByText(/Connectez-vous d’abord : le code est envoyé au compte connecté/)).toBeVisible();
});

for (const { lng, scheme } of axeViews) {
  test(`the variants have no serious axe violation (${scheme}, ${lng})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await useLanguage(page, lng);
    for (const path of ['login-v1', 'login-v2', 'two-steps-v2', 'reset-password-v1', 'verify-email-v2']) {
      await page.goto(`/pages/authentication/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect({ path, violations: await seriousViolations(page, 'body') }).toEqual({ path, violations: [] });
    }
  });
}
