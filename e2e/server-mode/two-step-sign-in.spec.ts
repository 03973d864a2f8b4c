import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { startServer } from '../support/server-process';

// Two-step sign-in over the database (docs/security.md, "Two-step sign-in"). Without SMTP the server writes each
// code to its log, as an operator reads it; this journey runs its own server to read that log, on its own data
// (the shared server's administrator keeps two-step off for every other test).

const codesIn = (log: string, email = 'admin@demo.com') =>
  [...log.matchAll(/\[auth\] two-steps for (\S+) \(no e-mail sent\): (\d{6})/g)]
    .filter((m) => m[1] === email)
    .map((m) => m[2] ?? '');
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function typeCode(page: Page, scope: Page | Locator, code: string, submit: string) {
  await scope.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await scope.getByRole('button', { name: submit }).click();
}

test('the administrator turns two-step on with the logged code; signing in then asks for a code', async ({ page }) => {
  test.slow();
  const dataDir = mkdtempSync(join(tmpdir(), 'okoume-two-step-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const newCode = async (seen: number) => {
    await expect.poll(() => codesIn(server.output()).length).toBeGreaterThan(seen);
    return codesIn(server.output()).at(-1) ?? '';
  };
  try {
    await page.goto(`${server.url}/login?to=%2Fpages%2Faccount-settings%2Fsecurity`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.com');
    await page.locator('input[autocomplete="current-password"]').fill('admin');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('button', { name: 'Activer la connexion en deux étapes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmez avec un code' });
    await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
    await expect(dialog.getByText(/Un code à 6 chiffres a été envoyé à admin@demo.com/)).toBeVisible();
    await expect(dialog.getByTestId('demo-code')).toHaveCount(0);
    await typeCode(page, dialog, await newCode(0), 'Activer');
    await expect(
      page
        .getByRole('tabpanel', { name: 'Sécurité' })
        .getByText(/La connexion en deux étapes est activée : chaque connexion/),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(`${server.url}/login?to=%2Fapps%2Fuser%2Flist`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.com');
    await page.locator('input[autocomplete="current-password"]').fill('admin');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
    const code = await newCode(1);
    // The password alone opened no session.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('okoume_session');

    await typeCode(page, page, other(code), 'Vérifier et se connecter');
    await expect(page.getByText('Code erroné. Essais restants : 4')).toBeVisible();
    await typeCode(page, page, code, 'Vérifier et se connecter');
    await expect(page).toHaveURL(/\/apps\/user\/list$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('okoume_session');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// The client account, which has no settings page, from the user menu's drawer (docs/decisions.md, "Two-step sign-in
// for every account").
test('the client turns two-step on from the user menu with the logged code; its sign-in then asks for one', async ({
  page,
}) => {
  test.slow();
  const dataDir = mkdtempSync(join(tmpdir(), 'okoume-two-step-client-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const newCode = async (seen: number) => {
    await expect.poll(() => codesIn(server.output(), 'client@demo.com').length).toBeGreaterThan(seen);
    return codesIn(server.output(), 'client@demo.com').at(-1) ?? '';
  };
  const signInAsClient = async () => {
    await page.goto(`${server.url}/login?to=%2Faccess-control`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('client@demo.com');
    await page.locator('input[autocomplete="current-password"]').fill('client');
    await page.getByRole('button', { name: 'Se connecter' }).click();
  };
  try {
    await signInAsClient();
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Sécurité de connexion' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sécurité de connexion' });
    await drawer.getByRole('button', { name: 'Activer la connexion en deux étapes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmez avec un code' });
    await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
    await typeCode(page, dialog, await newCode(0), 'Activer');
    await expect(drawer.getByText(/La connexion en deux étapes est activée : chaque connexion/)).toBeVisible();
    await drawer.getByRole('button', { name: 'Fermer la sécurité de connexion' }).click();

    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInAsClient();
    await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
    await typeCode(page, page, await newCode(1), 'Vérifier et se connecter');
    await expect(page).toHaveURL(/\/access-control$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('okoume_session');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
