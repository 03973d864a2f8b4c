import { tokenFor } from '@/backend/auth/accounts';
import { apiOrigin } from '@/mocks/test-client';

const request = async (method: string, path: string, body?: unknown, token: string | null = tokenFor(1)) => {
  const response = await fetch(new URL(path, apiOrigin), {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
};

const profile = {
  ...{ firstName: 'Aïcha', lastName: 'Mbemba', email: 'admin@demo.com', organization: 'Okoumé Digital' },
  ...{ phone: '', address: '', state: '', zip: '', country: 'GA', language: 'fr', timezone: 'Africa/Libreville' },
  currency: 'XAF',
};

describe('account settings (docs/api.md, "Account")', () => {
  it('keeps the signed-in administrator’s sections; the client account may not read them', async () => {
    expect(await request('GET', '/api/account/settings')).toEqual({ status: 200, body: {} });
    const saved = await request('PUT', '/api/account/settings/profile', { ...profile, firstName: 'Awa' });
    expect(saved).toMatchObject({ status: 200, body: { firstName: 'Awa' } });
    expect(await request('PUT', '/api/account/settings/plan', { plan: 'enterprise' })).toMatchObject({ status: 200 });
    expect(await request('GET', '/api/account/settings')).toMatchObject({
      body: { profile: { firstName: 'Awa' }, plan: { plan: 'enterprise' } },
    });
    expect(await request('GET', '/api/account/settings', undefined, tokenFor(2))).toMatchObject({ status: 403 });
  });

  it('answers 401 signed out, 404 for an unknown section and 400 with the form’s errors', async () => {
    expect(await request('GET', '/api/account/settings', undefined, null)).toMatchObject({ status: 401 });
    expect(await request('PUT', '/api/account/settings/plan', { plan: 'x' }, 'forged')).toMatchObject({ status: 401 });
    expect(await request('PUT', '/api/account/settings/nope', {})).toMatchObject({ status: 404 });
    const bad = await request('PUT', '/api/account/settings/profile', { ...profile, email: 'nope', firstName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { email: [expect.any(String)], firstName: [expect.any(String)] } });
    expect(await request('PUT', '/api/account/settings/plan', [1])).toMatchObject({ status: 400 });
  });
});
