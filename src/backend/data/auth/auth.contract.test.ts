import { call } from '@/mocks/test-client';
import { demoAccounts, sampleTokens, userForToken } from '@/backend/auth/accounts';
import { verifyPassword } from '@/backend/auth/passwords';

const url = '/api/auth/login';

interface LoginOk {
  userAbilityRules: Array<{ action: string; subject: string }>;
  accessToken: string;
  userData: Record<string, unknown>;
}

describe('POST /api/auth/login', () => {
  it.each([
    ['admin@demo.com', 'admin', [{ action: 'manage', subject: 'all' }]],
    ['client@demo.com', 'client', [{ action: 'read', subject: 'AclDemo' }]],
    ['support@demo.com', 'support', [{ action: 'manage', subject: 'all' }]],
  ])('%s answers 201 with userAbilityRules, accessToken and userData', async (email, password, rules) => {
    const { status, body } = await call<LoginOk>('POST', url, {}, { email, password });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'userAbilityRules', 'userData']);
    expect(body.userAbilityRules).toEqual(rules);
    expect(sampleTokens).toContain(body.accessToken);
    expect(userForToken(body.accessToken)?.email).toBe(email);
    expect(Object.keys(body.userData).sort()).toEqual(['avatar', 'email', 'fullName', 'id', 'role', 'username']);
    expect(body.userData).not.toHaveProperty('password');
    expect(body.userData).not.toHaveProperty('passwordHash');
    expect(body.userData).not.toHaveProperty('abilityRules');
    expect(body.userData.email).toBe(email);
  });

  it.each([
    { email: 'admin@demo.com', password: 'client' },
    { email: 'nobody@demo.com', password: 'admin' },
    { email: 'admin@demo.com' },
    {},
    'not json',
  ])('answers 400 with errors.email for %j', async (body) => {
    const res = await call('POST', url, {}, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { email: ['Invalid email or password'] } });
  });
});

describe('mock auth store', () => {
  it('holds 10 sample tokens and the 3 demo accounts', () => {
    expect(new Set(sampleTokens).size).toBe(10);
    expect(demoAccounts.map((a) => [a.email, a.role])).toEqual([
      ['admin@demo.com', 'admin'],
      ['client@demo.com', 'client'],
      ['support@demo.com', 'admin'],
    ]);
  });

  it('keeps salted scrypt hashes of the passwords, not the passwords', async () => {
    const [admin, client, support] = demoAccounts;
    for (const account of demoAccounts) expect(Object.keys(account)).not.toContain('password');
    expect(admin?.passwordHash).toMatch(/^scrypt\$14\$8\$5\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'admin')).toBe(true);
    expect(await verifyPassword(client?.passwordHash ?? '', 'client')).toBe(true);
    expect(await verifyPassword(support?.passwordHash ?? '', 'support')).toBe(true);
    expect(support?.passwordHash).toMatch(/^scrypt\$14\$8\$5\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'client')).toBe(false);
  });
});
