// @vitest-environment node
import { createCollections } from '@/mocks/db';
import { createApi } from '../app';
import { createMemoryStore } from '../memory-store';

let address = '198.51.100.7';
const api = () => createApi(createMemoryStore(createCollections()), { clientAddress: () => address });

const login = (app: ReturnType<typeof api>, password: string, extra: object = {}) =>
  app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ email: 'admin@demo.com', password, ...extra }),
  });

describe('sign-in (docs/security.md, "Sessions")', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie: 30 days with "remember me", the browser session without', async () => {
    const app = api();
    const remembered = await login(app, 'admin', { remember: true });
    expect(remembered.status).toBe(201);
    const cookie = remembered.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^okoume_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const forSession = (await login(app, 'admin', { remember: false })).headers.get('set-cookie') ?? '';
    expect(forSession).toMatch(/^okoume_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('is Secure over HTTPS', async () => {
    const response = await api().request('https://okoume.example/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    expect(response.headers.get('set-cookie')).toContain('; Secure');
  });

  it('authenticates by the session cookie alone, and trusts no rules a browser sends', async () => {
    const app = api();
    const cookie = ((await login(app, 'admin')).headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await app.request('/api/apps/users', { headers: { Cookie: cookie } })).status).toBe(200);
    const client = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'client@demo.com', password: 'client' }),
    });
    const clientCookie = (client.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const forged = `${clientCookie}; userAbilityRules=${encodeURIComponent('[{"action":"manage","subject":"all"}]')}`;
    expect((await app.request('/api/apps/users', { headers: { Cookie: forged } })).status).toBe(403);
    expect(
      (await app.request('/api/apps/users', { headers: { Cookie: 'userData=x; accessToken=forged' } })).status,
    ).toBe(401);
  });

  it('answers the session user and the rules it enforces, and ends the session at sign-out', async () => {
    const app = api();
    const cookie = ((await login(app, 'admin')).headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const session = await app.request('/api/auth/session', { headers: { Cookie: cookie } });
    expect(await session.json()).toMatchObject({
      userAbilityRules: [{ action: 'manage', subject: 'all' }],
      userData: { email: 'admin@demo.com' },
    });
    const logout = await app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/^okoume_session=; Max-Age=0; Path=\//);
    expect((await app.request('/api/auth/session')).status).toBe(401);
  });

  it('answers 429 with Retry-After after 5 failed sign-ins for one account from one address; a success resets', async () => {
    const app = api();
    address = '198.51.100.7';
    for (let i = 0; i < 4; i++) expect((await login(app, 'wrong')).status).toBe(400);
    expect((await login(app, 'admin')).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await login(app, 'wrong')).status).toBe(400);
    const refused = await login(app, 'admin');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toMatchObject({
      message: 'Too many failed sign-ins. Try again in 15 min.',
      errors: { email: ['Too many failed sign-ins. Try again in 15 min.'] },
    });
    address = '203.0.113.9';
    expect((await login(app, 'admin')).status).toBe(201);
  });
});

describe('cross-site writes (docs/security.md, "Cross-site requests")', () => {
  const write = (headers: Record<string, string>, body = '{"handled":true}') =>
    api().request('http://127.0.0.1:5173/api/contact/messages/msg-0001', {
      method: 'PATCH',
      headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.aWQiOjF9.Xb7lX2u6b0pP1Q', ...headers },
      body,
    });

  it('accepts the site’s own origin and API clients that send none', async () => {
    expect((await write({ 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:5173' })).status).toBe(200);
    expect((await write({ 'Content-Type': 'application/json' })).status).toBe(200);
  });

  it('refuses another origin with 403 and a body that is not JSON with 415', async () => {
    expect((await write({ 'Content-Type': 'application/json', Origin: 'https://evil.example' })).status).toBe(403);
    expect((await write({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await write({ 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await write({ 'Content-Type': 'application/x-www-form-urlencoded' }, 'handled=true')).status).toBe(415);
  });
});
