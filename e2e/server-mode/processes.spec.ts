import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startServer } from '../support/server-process';
import { bearerFor } from '../support/session';

const json = { 'Content-Type': 'application/json' };

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
    const base = process.env.TEST_DATABASE_URL;
    test.skip(!base, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)');
    const name = `okoume_two_${Date.now()}`;
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
      await Promise.all([one.stop(), two.stop()]);
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});
