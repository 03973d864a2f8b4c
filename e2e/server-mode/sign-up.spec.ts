import { expect, test } from '@playwright/test';

// Sign-up in the server mode keeps the account in the database: it signs in again after a reload. The reset link and
// two-step codes go to the server's log, which a browser cannot read: their flows are covered by the route tests
// over PGlite and PostgreSQL (src/backend/contract/account-steps.contract.test.ts), docs/decisions.md "Account steps".

test('a visitor signs up, and the account still signs in after a reload', async ({ page }) => {
  test.slow();
  const email = `inscription-${Date.now()}@okoume.demo`;
  await page.goto('/register');
  await page.getByLabel("Nom d'utilisateur").fill('Serge Mouity');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Okoume2026!');
  await page.getByRole('checkbox', { name: /J'accepte/ }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/access-control$/);

  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.locator('input[autocomplete="current-password"]').fill('Okoume2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
});

test('the multi-step sign-up keeps the chosen plan with the account, read back after a reload', async ({ page }) => {
  test.slow();
  const email = `offre-${Date.now()}@okoume.demo`;
  await page.goto('/pages/authentication/register-multi-steps');
  await page.getByLabel("Nom d'utilisateur").fill('Lise Moussavou');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Okoume2026!');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Okoume2026!');
  await page.getByLabel('Confirmer le nouveau mot de passe').press('Enter');
  await page.getByLabel('Prénom').fill('Lise');
  await page.getByLabel('Nom', { exact: true }).fill('Moussavou');
  await page.getByLabel('Nom', { exact: true }).press('Enter');
  await page.getByRole('radio', { name: /^Grand compte/ }).check();
  await page.getByRole('checkbox', { name: /J'accepte/ }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offre retenue : Grand compte' })).toBeVisible();
  const session = await page.request.get('/api/auth/session');
  expect(((await session.json()) as { plan: string }).plan).toBe('enterprise');
});
