import { expect, type Page, test } from '@playwright/test';
import { axeViews, seriousViolations } from './support/axe';
import { useLanguage } from './support/session';

// The static demo's account steps (docs/decisions.md, "Account steps"): its data lives for the page's life, so each
// journey moves through the app's own links, never a reload.

async function fillRegister(page: Page, email: string, password: string) {
  await page.getByLabel("Nom d'utilisateur").fill('Nadia Obame');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /J'accepte/ }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function signInHere(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a visitor signs up, lands signed in with the client’s rights, and signs in again as the new account', async ({
  page,
}) => {
  test.slow();
  await page.goto('/register');
  await fillRegister(page, 'admin@demo.com', 'Okoume2026!');
  await expect(page.getByText(/Un compte utilise déjà cette adresse e-mail/)).toBeVisible();
  await fillRegister(page, 'nadia@okoume.demo', 'Okoume2026!');
  await expect(page).toHaveURL(/\/access-control$/);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: "Contrôle d'accès" })).toBeVisible();
  await expect(menu.getByText('E-commerce')).toHaveCount(0);

  await signOut(page);
  await signInHere(page, 'nadia@okoume.demo', 'Okoume2026!');
  await expect(page).toHaveURL(/\/access-control$/);
});

test('forgot password shows the link the server would send; it sets a new password that then signs in', async ({
  page,
}) => {
  test.slow();
  await page.goto('/pages/authentication/forgot-password-v2');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('client@demo.com');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(/Si un compte utilise cette adresse/)).toBeVisible();
  await expect(page.getByText('Aucun e-mail ne quitte votre navigateur')).toBeVisible();
  await page.getByRole('link', { name: 'Ouvrir le lien' }).click();

  await expect(page).toHaveURL(/\/pages\/authentication\/reset-password-v2\?token=[0-9a-f]{64}$/);
  await page.getByLabel(/^Nouveau mot de passe/).fill('Client2026!');
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('Client2026!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText(/Votre mot de passe a été changé/)).toBeVisible();

  await page.getByRole('alert').getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL(/\/pages\/authentication\/login-v2$/);
  await signInHere(page, 'client@demo.com', 'client');
  await expect(page.getByText('E-mail ou mot de passe invalide')).toBeVisible();
  await signInHere(page, 'client@demo.com', 'Client2026!');
  await expect(page).toHaveURL(/\/access-control$/);
});

test('register multi-steps: keyboard through the steps, the step in the URL, the data kept going back', async ({
  page,
}) => {
  test.slow();
  await page.goto('/pages/authentication/register-multi-steps');
  await page.getByLabel("Nom d'utilisateur").fill('Awa Ndong');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('awa@okoume.demo');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Okoume2026!');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Okoume2026!');
  await page.getByLabel('Confirmer le nouveau mot de passe').press('Enter');
  await expect(page).toHaveURL(/\?step=personal$/);
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill('Ndong');
  await page.getByLabel('Nom', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\?step=billing$/);
  await page.goBack();
  await expect(page.getByLabel('Prénom')).toHaveValue('Awa');
  await page.getByLabel('Prénom').press('Enter');
  await page.getByRole('radio', { name: /^Entreprise/ }).check();
  await page.getByRole('checkbox', { name: /J'accepte/ }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByRole('heading', { name: 'Votre compte est prêt' })).toBeVisible();
  // Read back from the session's answer: the plan was kept with the account.
  await expect(page.getByRole('status').filter({ hasText: 'Offre retenue : Entreprise' })).toBeVisible();
});

for (const { lng, scheme } of axeViews) {
  test(`register multi-steps has no serious axe violation (${scheme}, ${lng})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await useLanguage(page, lng);
    await page.goto('/pages/authentication/register-multi-steps');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page, 'body')).toEqual([]);
  });
}
