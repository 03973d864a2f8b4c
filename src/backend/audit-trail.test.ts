// @vitest-environment node
import { createCollections } from '@/mocks/db';
import type { AuditList } from '@/features/audit/api/types';
import { createApi } from './app';
import { tokenFor } from './auth/accounts';
import { createMemoryStore } from './memory-store';
import type { Store } from './store';

const admin = tokenFor(1);
const client = tokenFor(2);

function open(change: (store: Store) => Store = (store) => store) {
  // The static demo's host: the codes e-mailed elsewhere are shown in the answer.
  const api = createApi(change(createMemoryStore(createCollections())), { showCodes: true });
  const call = (method: string, path: string, body?: unknown, token: string | null = admin) =>
    api.request(path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    });
  const trail = async () => (await (await call('GET', '/api/audit?itemsPerPage=100')).json()) as AuditList;
  return { call, trail };
}

describe('the audit trail records the writes made through the API (docs/api.md, "Audit trail")', () => {
  it('records a delete: who, when, the declared action and subject, the record', async () => {
    const { call, trail } = open();
    const before = Date.now();
    expect((await call('DELETE', '/api/apps/ecommerce/products/3')).status).toBe(204);
    const { entries, total } = await trail();
    expect(total).toBe(1);
    expect(entries[0]).toEqual({
      id: 1,
      at: expect.any(String),
      userId: 1,
      userName: 'Aïcha Mbemba',
      action: 'delete',
      subject: 'Ecommerce',
      recordId: '3',
      fields: [],
    });
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(entries[0]!.at)).toBeLessThanOrEqual(Date.now());
  });

  it('records an account turning two-step sign-in on and off, though any account may: never the code or password', async () => {
    const { call, trail } = open();
    const sent = (await (await call('POST', '/api/auth/two-steps/send', {}, client)).json()) as {
      demo?: { code?: string };
    };
    const code = sent.demo?.code;
    expect(code).toMatch(/^\d{6}$/);
    expect((await call('POST', '/api/auth/two-steps/enable', { code }, client)).status).toBe(200);
    expect((await call('POST', '/api/auth/two-steps/disable', { password: 'client' }, client)).status).toBe(200);
    const { entries } = await trail();
    expect(entries.map(({ userId, action, subject, fields }) => ({ userId, action, subject, fields }))).toEqual([
      { userId: 2, action: 'update', subject: 'Account', fields: ['password'] },
      { userId: 2, action: 'update', subject: 'Account', fields: ['code'] },
    ]);
    expect(JSON.stringify(entries)).not.toContain(code);
  });

  it("records the names of a change's fields, never their values, and the record of its path", async () => {
    const { call, trail } = open();
    expect((await call('PATCH', '/api/apps/users/2', { status: 'inactive', company: 'Okoumé' })).status).toBe(200);
    const settings = { domesticRate: '5', internationalRate: '40', freeAbove: '', deliveryDays: '2' };
    expect((await call('PUT', '/api/apps/ecommerce/settings/shipping', settings)).status).toBe(200);
    const { entries } = await trail();
    expect(entries.map(({ action, subject, recordId, fields }) => ({ action, subject, recordId, fields }))).toEqual([
      {
        action: 'update',
        subject: 'Ecommerce',
        recordId: 'shipping',
        fields: ['domesticRate', 'internationalRate', 'freeAbove', 'deliveryDays'],
      },
      { action: 'update', subject: 'User', recordId: '2', fields: ['status', 'company'] },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Okoumé');
  });

  it('records the id a create answered', async () => {
    const { call, trail } = open();
    const created = await call('POST', '/api/apps/users', { fullName: 'Nadia Obiang', email: 'nadia@okoume.ga' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const [entry] = (await trail()).entries;
    expect(entry).toMatchObject({ action: 'create', subject: 'User', recordId: String(id) });
    expect(entry?.fields).toEqual(['fullName', 'email']);
  });

  it('records no refused, failed or missing write, and no read', async () => {
    const { call, trail } = open();
    expect((await call('DELETE', '/api/apps/ecommerce/products/3', undefined, null)).status).toBe(401);
    expect((await call('DELETE', '/api/apps/ecommerce/products/3', undefined, client)).status).toBe(403);
    expect((await call('PATCH', '/api/apps/users/2', { email: 'nope' })).status).toBe(400);
    expect((await call('DELETE', '/api/apps/ecommerce/products/99999')).status).toBe(404);
    expect((await call('PUT', '/api/apps/ecommerce/settings/nope', {})).status).toBe(404);
    expect((await call('GET', '/api/apps/ecommerce/products')).status).toBe(200);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await call('DELETE', '/api/nowhere/1')).status).toBe(404);
    warn.mockRestore();
    expect((await trail()).total).toBe(0);
  });

  it('does not record sign-in, sign-out or the public contact form', async () => {
    const { call, trail } = open();
    const login = await call('POST', '/api/auth/login', { email: 'admin@demo.com', password: 'admin' }, null);
    expect(login.status).toBe(201);
    const message = { fullName: 'A B', email: 'a@b.cd', subject: 'Devis', message: 'Bonjour' };
    expect((await call('POST', '/api/contact', message, null)).status).toBe(201);
    expect((await call('POST', '/api/auth/logout')).status).toBe(204);
    expect((await trail()).total).toBe(0);
  });

  it('keeps the answer of a write it fails to record', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call } = open((store) => ({
      ...store,
      audit: { ...store.audit, record: () => Promise.reject(new Error('disk full')) },
    }));
    expect((await call('DELETE', '/api/apps/ecommerce/products/3')).status).toBe(204);
    expect(error).toHaveBeenCalledWith('[audit]', expect.any(Error));
    error.mockRestore();
  });

  it('is read by the administrator only', async () => {
    const { call } = open();
    expect((await call('GET', '/api/audit', undefined, null)).status).toBe(401);
    expect((await call('GET', '/api/audit', undefined, client)).status).toBe(403);
    expect((await call('GET', '/api/audit/users', undefined, client)).status).toBe(403);
  });
});

describe('GET /api/audit', () => {
  it('filters by user, action, subject and time, searches, sorts and pages', async () => {
    const { call, trail } = open();
    await call('DELETE', '/api/apps/ecommerce/products/3');
    await call('PATCH', '/api/apps/users/2', { status: 'inactive' });
    await call('DELETE', '/api/apps/ecommerce/reviews/2');
    const list = async (query: string) =>
      ((await (await call('GET', `/api/audit?${query}`)).json()) as AuditList).entries.map((e) => e.id);
    expect((await trail()).entries.map((e) => e.id)).toEqual([3, 2, 1]);
    expect(await list('action=delete')).toEqual([3, 1]);
    expect(await list('subject=User')).toEqual([2]);
    expect(await list('userId=1')).toEqual([3, 2, 1]);
    expect(await list('userId=2')).toEqual([]);
    expect(await list('userId=x')).toEqual([]);
    expect(await list('q=status')).toEqual([2]);
    expect(await list('q=mbemba&sortBy=at&orderBy=asc')).toEqual([1, 2, 3]);
    expect(await list('sortBy=subject')).toEqual([3, 1, 2]);
    expect(await list('itemsPerPage=2&page=2')).toEqual([1]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(`from=${today}&to=${today}`)).toEqual([3, 2, 1]);
    expect(await list('to=2020-01-01')).toEqual([]);
    expect(await list('from=2099-01-01T00:00:00Z')).toEqual([]);
    expect(await list('from=yesterday')).toEqual([]);
    expect(await (await call('GET', '/api/audit/users')).json()).toEqual([{ id: 1, name: 'Aïcha Mbemba' }]);
  });
});
