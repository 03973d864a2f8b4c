import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { bubble, openConversation, sendMessage } from '../support/chat';
import { type RunningServer, startServer } from '../support/server-process';
import { bearerFor, signInThroughForm } from '../support/session';

const json = { 'Content-Type': 'application/json' };
const base = process.env.TEST_DATABASE_URL;
const needsPostgres = 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)';

/** Two server processes on a new database of the test PostgreSQL, started together; `end()` drops it. */
async function twoProcesses(prefix: string): Promise<{ one: RunningServer; two: RunningServer; end(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(base!);
  databaseUrl.pathname = `/${name}`;
  // Started together on an empty database: they take turns to migrate and seed (docs/server.md).
  const [one, two] = await Promise.all([
    startServer({ DATABASE_URL: databaseUrl.href }),
    startServer({ DATABASE_URL: databaseUrl.href }),
  ]);
  return {
    one,
    two,
    async end() {
      await Promise.all([one.stop(), two.stop()]);
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

test.describe('the server keeps what it is given (docs/server.md)', () => {
  test('a write survives a restart of the server on the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'okoume-restart-'));
    try {
      let server = await startServer({ DATA_DIR: dataDir });
      let admin = await bearerFor(server.url, 'admin');
      const created = await fetch(`${server.url}/api/apps/users`, {
        method: 'POST',
        headers: { ...json, ...admin },
        body: JSON.stringify({ fullName: 'Clarisse Moussavou', email: 'clarisse@okoume.ga', role: 'editor' }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const deleteProduct = () =>
        fetch(`${server.url}/api/apps/ecommerce/products/7`, { method: 'DELETE', headers: admin });
      expect((await deleteProduct()).status).toBe(204);
      await server.stop();

      server = await startServer({ DATA_DIR: dataDir });
      // The session was kept in the database too.
      const user = await fetch(`${server.url}/api/apps/users/${id}`, { headers: admin });
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ fullName: 'Clarisse Moussavou', role: 'editor' });
      admin = await bearerFor(server.url, 'admin');
      expect((await deleteProduct()).status).toBe(404);
      const products = (await (
        await fetch(`${server.url}/api/apps/ecommerce/products`, { headers: admin })
      ).json()) as { total: number };
      expect(products.total).toBe(49);
      await server.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('two processes on one PostgreSQL share sessions and data', async () => {
    test.skip(!base, needsPostgres);
    const { one, two, end } = await twoProcesses('okoume_two');
    try {
      const login = await fetch(`${one.url}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      });
      expect(login.status).toBe(201);
      const { accessToken } = (await login.json()) as { accessToken: string };
      const search = await fetch(`${two.url}/api/app-bar/search?q=utilisateurs`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(JSON.stringify(await search.json())).toContain('apps-user-list');

      const asAdmin = { Authorization: `Bearer ${accessToken}` };
      expect(
        (await fetch(`${one.url}/api/apps/ecommerce/reviews/3`, { method: 'DELETE', headers: asAdmin })).status,
      ).toBe(204);
      expect(
        (await fetch(`${two.url}/api/apps/ecommerce/reviews/3`, { method: 'DELETE', headers: asAdmin })).status,
      ).toBe(404);

      expect(
        (
          await fetch(`${two.url}/api/auth/logout`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${accessToken}` },
          })
        ).status,
      ).toBe(204);
      const after = await fetch(`${one.url}/api/app-bar/search?q=utilisateurs`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(JSON.stringify(await after.json())).not.toContain('apps-user-list');
    } finally {
      await end();
    }
  });

  test('a chat message sent through one process reaches the open conversation on the other, and comes back read', async ({
    browser,
  }) => {
    test.skip(!base, needsPostgres);
    test.slow();
    const { one, two, end } = await twoProcesses('okoume_chat');
    // Aïcha (the administrator) on the first process, Michel (support) on the second (docs/server.md,
    // "Several processes").
    const aichaContext = await browser.newContext({ baseURL: one.url });
    const michelContext = await browser.newContext({ baseURL: two.url });
    try {
      const aicha = await aichaContext.newPage();
      const michel = await michelContext.newPage();
      await signInThroughForm(aicha, 'admin');
      await signInThroughForm(michel, 'support');
      const aichaThread = await openConversation(aicha, 3);
      const michelThread = await openConversation(michel, 1);

      const first = 'Michel, le client de Port-Gentil rappelle à 15 h.';
      await sendMessage(aichaThread, 'Michel Ondo', first);
      await expect(bubble(michelThread, first)).toBeVisible();
      // His conversation is open: he read it, and the first process hears it from the second.
      await expect(bubble(aichaThread, first).getByRole('img', { name: 'Lu' })).toBeVisible();

      const reply = 'Bien reçu, je le rappelle.';
      await sendMessage(michelThread, 'Aïcha Mbemba', reply);
      await expect(bubble(aichaThread, reply)).toBeVisible();
      await expect(bubble(michelThread, reply).getByRole('img', { name: 'Lu' })).toBeVisible();

      // A presence set on the second process shows on the first.
      await michel.getByRole('button', { name: 'Ouvrir mon profil et mon statut' }).click();
      await michel.getByRole('dialog').getByRole('radio', { name: 'Occupé' }).click();
      await expect(michel.getByRole('dialog').getByRole('radio', { name: 'Occupé' })).toBeChecked();
      await expect(aichaThread.getByText('Responsable du support · Occupé')).toBeVisible();
    } finally {
      await Promise.all([aichaContext.close(), michelContext.close()]);
      await end();
    }
  });
});
