// @vitest-environment node
import { memoryStore, sqlStores, type StoreUnderTest } from './stores';

type Opened = Awaited<ReturnType<StoreUnderTest['open']>>;

/** What the account steps answer (docs/api.md), every field optional. */
interface Answer {
  accessToken?: string;
  userData?: { id: number; email: string };
  message?: string;
  demo?: { link?: string; code?: string };
  errors?: Record<string, string[]>;
  triesLeft?: number;
  entries?: Array<Record<string, unknown>>;
  plan?: string | null;
}

/** Sign-up, password reset, two steps and e-mail check behave the same over every store (docs/api.md). */
describe.each([memoryStore, ...sqlStores])('account steps over the $name store', (store) => {
  let opened: Opened;
  let address = '203.0.113.1';
  beforeAll(async () => {
    opened = await store.open({ showCodes: true, clientAddress: () => address });
  }, 120_000);
  afterAll(() => opened.close());

  const call = async (path: string, body?: unknown, token?: string) => {
    const response = await opened.api.request(`/api/auth/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Accept-Language': 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Answer };
  };
  const signUp = (email: string, password = 'Okoume2026!') =>
    call('register', { username: 'Nadia Obame', email, password, terms: true });
  const signIn = (email: string, password: string) => call('login', { email, password });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('creates a client account, signed in at once, that can sign in again; the trail records it', async () => {
    const created = await signUp('Nadia@Example.com');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
      accessToken: expect.any(String),
      userData: {
        id: 4,
        fullName: 'Nadia Obame',
        username: 'Nadia Obame',
        avatar: null,
        email: 'nadia@example.com',
        role: 'client',
      },
    });
    const session = (await call('session', undefined, created.body.accessToken)).body;
    expect(session.userData!.email).toBe('nadia@example.com');
    expect(session.plan).toBeNull();
    const again = await signIn('nadia@example.com', 'Okoume2026!');
    expect(again.status).toBe(201);
    expect(again.body.userData!.id).toBe(4);
    const trail = await opened.api.request('/api/audit?subject=Account', {
      headers: { Authorization: `Bearer ${opened.adminToken}` },
    });
    const { entries } = (await trail.json()) as { entries: Array<Record<string, unknown>> };
    expect(entries[0]).toMatchObject({ userId: 4, userName: 'Nadia Obame', action: 'create', recordId: '4' });
    expect(entries[0]!.fields).toEqual(['username', 'email', 'password', 'terms']);
  });

  it('refuses a taken e-mail and invalid fields with field errors, never a 500', async () => {
    expect(await signUp('ADMIN@demo.com')).toEqual({
      status: 400,
      body: { errors: { email: ['validation.emailTaken'] } },
    });
    const invalid = await call('register', { username: 'x', email: 'nope', password: 'short', terms: false });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors!).sort()).toEqual(['email', 'password', 'terms', 'username']);
    expect((await call('register', [1])).status).toBe(400);
    expect(
      (
        await call('register', {
          username: 'Nul\u0000',
          email: 'nul@example.com',
          password: 'Okoume2026!',
          terms: true,
        })
      ).status,
    ).toBe(201);
  });

  it('allows 5 accounts per address in 10 minutes, then answers 429 with Retry-After', async () => {
    address = '203.0.113.2';
    for (let i = 0; i < 5; i++) expect((await signUp(`many${i}@example.com`)).status).toBe(201);
    const refused = await opened.api.request('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
      body: JSON.stringify({ username: 'Sixième', email: 'six@example.com', password: 'Okoume2026!', terms: true }),
    });
    expect(refused.status).toBe(429);
    // The first of the five was made a few hashes ago (each takes about a second here).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Trop de comptes créés/);
    address = '203.0.113.3';
  }, 60_000);

  it('answers a reset request the same for an unknown address, and a link only for an account', async () => {
    const unknown = await call('forgot-password', { email: 'nobody@example.com' });
    const known = await call('forgot-password', { email: 'nadia@example.com' });
    expect(unknown).toEqual({
      status: 202,
      body: { message: expect.stringMatching(/^If an account uses this address/) },
    });
    expect(known.status).toBe(202);
    expect(known.body.message).toBe(unknown.body.message);
    expect(known.body.demo!.link!).toMatch(/\/pages\/authentication\/reset-password-v1\?token=[0-9a-f]{64}$/);
    expect((await call('forgot-password', { email: '' })).status).toBe(400);
  });

  it('sets the new password with a live token once, and ends the account’s sessions', async () => {
    const session = (await signIn('nadia@example.com', 'Okoume2026!')).body.accessToken as string;
    const first = tokenOf((await call('forgot-password', { email: 'nadia@example.com' })).body.demo!.link!);
    const second = tokenOf((await call('forgot-password', { email: 'nadia@example.com' })).body.demo!.link!);
    const body = { password: 'Nouveau2026!', confirm: 'Nouveau2026!' };
    // Asking again replaces the earlier link.
    expect((await call('reset-password', { ...body, token: first })).body).toEqual({
      errors: { token: ['auth-pages:reset.badToken'] },
    });
    expect((await call('reset-password', { ...body, token: second, confirm: 'other' })).body).toEqual({
      errors: { confirm: ['common:password.mismatch'] },
    });
    expect((await call('reset-password', { token: second, password: 'weak', confirm: 'weak' })).status).toBe(400);
    const done = await call('reset-password', { ...body, token: second });
    expect(done).toEqual({ status: 200, body: { message: expect.stringMatching(/^Your password has been changed/) } });
    expect((await call('session', undefined, session)).status).toBe(401);
    expect((await signIn('nadia@example.com', 'Okoume2026!')).status).toBe(400);
    expect((await signIn('nadia@example.com', 'Nouveau2026!')).status).toBe(201);
    expect((await call('reset-password', { ...body, token: second })).status).toBe(400);
    expect((await call('reset-password', { ...body, token: 'a'.repeat(64) })).status).toBe(400);
  }, 60_000);

  it('refuses an expired reset token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 31 * 60_000);
    const link = (await call('forgot-password', { email: 'nadia@example.com' })).body.demo!.link! as string;
    vi.useRealTimers();
    const expired = await call('reset-password', {
      token: tokenOf(link),
      password: 'Autre2026!',
      confirm: 'Autre2026!',
    });
    expect(expired).toEqual({ status: 400, body: { errors: { token: ['auth-pages:reset.badToken'] } } });
  });

  it('checks a two-step code: five wrong tries spend it; a good one works once', async () => {
    const session = (await signIn('nadia@example.com', 'Nouveau2026!')).body.accessToken as string;
    expect((await call('two-steps/send', {})).status).toBe(401);
    const sent = await call('two-steps/send', {}, session);
    expect(sent.status).toBe(202);
    expect(sent.body.message).toBe('A 6-digit code has been sent to nadia@example.com. It is valid for 10 minutes.');
    const code = sent.body.demo!.code! as string;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push((await call('two-steps/verify', { code: wrong }, session)).body);
    expect(tries.map((answer) => answer.triesLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(tries[0]!.errors).toEqual({ code: ['auth-pages:twoSteps.wrongCode'] });
    expect(tries[4]!.errors).toEqual({ code: ['auth-pages:twoSteps.noCode'] });
    expect((await call('two-steps/verify', { code }, session)).body.errors).toEqual({
      code: ['auth-pages:twoSteps.noCode'],
    });
    const fresh = (await call('two-steps/send', {}, session)).body.demo!.code! as string;
    expect(await call('two-steps/verify', { code: fresh }, session)).toEqual({ status: 200, body: { verified: true } });
    expect((await call('two-steps/verify', { code: fresh }, session)).status).toBe(400);
    expect((await call('two-steps/verify', { code: '12' }, session)).body.errors).toEqual({
      code: ['auth-pages:twoSteps.codeIncomplete'],
    });
  });

  it('confirms an address with its link once, signed in or not', async () => {
    const session = (await signIn('nadia@example.com', 'Nouveau2026!')).body.accessToken as string;
    const sent = await call('verify-email/send', {}, session);
    expect(sent.body.demo!.link!).toMatch(/\/pages\/authentication\/verify-email-v1\?token=[0-9a-f]{64}$/);
    const token = tokenOf(sent.body.demo!.link!);
    expect(await call('verify-email', { token })).toEqual({ status: 200, body: { verified: true } });
    expect(await call('verify-email', { token })).toEqual({
      status: 400,
      body: { errors: { token: ['auth-pages:verify.badToken'] } },
    });
    expect((await call('verify-email', { token: 'x' })).status).toBe(400);
  });

  it('keeps the plan chosen at sign-up with the account, and answers it with the session', async () => {
    address = '203.0.113.40';
    const body = { username: 'Ella Mba', email: 'ella@example.com', password: 'Okoume2026!', terms: true };
    const created = await call('register', { ...body, plan: 'company' });
    expect(created.status).toBe(201);
    expect((await call('session', undefined, created.body.accessToken)).body.plan).toBe('company');
    const unknown = await call('register', { ...body, email: 'other@example.com', plan: 'gold' });
    expect(unknown).toMatchObject({ status: 400, body: { errors: { plan: ['auth-pages:multiSteps.planRequired'] } } });
  });
});
