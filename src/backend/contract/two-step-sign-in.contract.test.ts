// @vitest-environment node
import { memoryStore, sqlStores, type StoreUnderTest } from './stores';

type Opened = Awaited<ReturnType<StoreUnderTest['open']>>;

interface Answer {
  accessToken?: string;
  userData?: { id: number; email: string };
  twoStepsRequired?: boolean;
  ticket?: string;
  message?: string;
  demo?: { code?: string };
  errors?: Record<string, string[]>;
  triesLeft?: number;
  enabled?: boolean;
}

const password = 'Okoume2026!';
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Two-step sign-in (docs/api.md, "Two-step sign-in") behaves the same over every store. */
describe.each([memoryStore, ...sqlStores])('two-step sign-in over the $name store', (store) => {
  let opened: Opened;
  let address = '198.51.100.1';
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
    const answer = (await response.json().catch(() => null)) as Answer;
    return { status: response.status, body: answer, cookie: response.headers.get('set-cookie') };
  };
  const signIn = (email: string, secret = password) => call('login', { email, password: secret });

  /** A new account with two-step sign-in turned on through the settings' calls; answers its session. */
  const withTwoStep = async (email: string) => {
    const session = (await call('register', { username: 'Ines Moussavou', email, password, terms: true })).body
      .accessToken!;
    expect(await call('two-steps', undefined, session)).toMatchObject({ status: 200, body: { enabled: false } });
    const code = (await call('two-steps/send', {}, session)).body.demo!.code!;
    expect((await call('two-steps/enable', { code: other(code) }, session)).body).toEqual({
      errors: { code: ['auth-pages:twoSteps.wrongCode'] },
      triesLeft: 4,
    });
    expect(await call('two-steps', undefined, session)).toMatchObject({ body: { enabled: false } });
    expect(await call('two-steps/enable', { code }, session)).toMatchObject({ status: 200, body: { enabled: true } });
    expect(await call('two-steps', undefined, session)).toMatchObject({ body: { enabled: true } });
    return session;
  };

  it('keeps the spec’s answer for an account without two-step, and turns it on only with the code', async () => {
    const plain = await signIn('client@demo.com', 'client');
    expect(plain.status).toBe(201);
    expect(Object.keys(plain.body).sort()).toEqual(['accessToken', 'userAbilityRules', 'userData']);
    expect(plain.body.userData).not.toHaveProperty('twoStepEnabled');
    expect((await call('two-steps')).status).toBe(401);
    expect((await call('two-steps/enable', { code: '123456' })).status).toBe(401);
    await withTwoStep('ines@example.com');
  }, 60_000);

  it('answers a ticket and sends a code, but opens no session, after a right password', async () => {
    const step = await signIn('ines@example.com');
    expect(step.status).toBe(202);
    expect(step.body).toEqual({
      twoStepsRequired: true,
      ticket: expect.stringMatching(/^[0-9a-f]{64}$/),
      message: 'A 6-digit code has been sent to ines@example.com. It is valid for 10 minutes.',
      demo: { code: expect.stringMatching(/^\d{6}$/) },
    });
    expect(step.cookie).toBeNull();
    expect((await signIn('ines@example.com', 'wrong')).body).toEqual({
      errors: { email: ['Invalid email or password'] },
    });
  }, 60_000);

  it('opens the session with the ticket and the right code, once; a wrong code counts', async () => {
    const { ticket, demo } = (await signIn('ines@example.com')).body;
    const wrong = await call('login/two-steps', { ticket, code: other(demo!.code!) });
    expect(wrong).toMatchObject({
      status: 400,
      body: { errors: { code: ['auth-pages:twoSteps.wrongCode'] }, triesLeft: 4 },
      cookie: null,
    });
    const done = await call('login/two-steps', { ticket, code: demo!.code, remember: false });
    expect(done.status).toBe(201);
    expect(Object.keys(done.body).sort()).toEqual(['accessToken', 'userAbilityRules', 'userData']);
    expect(done.body.userData!.email).toBe('ines@example.com');
    expect(done.cookie).toMatch(/^okoume_session=.+HttpOnly/);
    expect((await call('session', undefined, done.body.accessToken)).body.userData!.email).toBe('ines@example.com');
    expect((await call('login/two-steps', { ticket, code: demo!.code })).body).toEqual({
      errors: { ticket: ['auth-pages:twoSteps.badTicket'] },
    });
  }, 60_000);

  it('never checks a ticket against another account’s code', async () => {
    await withTwoStep('paul@example.com');
    const ines = (await signIn('ines@example.com')).body;
    const paul = (await signIn('paul@example.com')).body;
    const crossed = await call('login/two-steps', { ticket: ines.ticket, code: paul.demo!.code });
    expect(crossed.status).toBe(400);
    expect(crossed.cookie).toBeNull();
    const own = await call('login/two-steps', { ticket: paul.ticket, code: paul.demo!.code });
    expect(own.body.userData!.email).toBe('paul@example.com');
  }, 60_000);

  it('refuses an expired, unknown or malformed ticket, and sends a new code for a live one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 11 * 60_000);
    const old = (await signIn('paul@example.com')).body;
    vi.useRealTimers();
    expect((await call('login/two-steps', { ticket: old.ticket, code: old.demo!.code })).body).toEqual({
      errors: { ticket: ['auth-pages:twoSteps.badTicket'] },
    });
    expect((await call('login/two-steps', { ticket: 'f'.repeat(64), code: '123456' })).status).toBe(400);
    const bad = await call('login/two-steps', { code: '12' });
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['code', 'ticket']);
    expect((await call('login/two-steps', [1])).status).toBe(400);
    const live = (await signIn('paul@example.com')).body;
    const resent = await call('login/two-steps/send', { ticket: live.ticket });
    expect(resent.status).toBe(202);
    expect((await call('login/two-steps', { ticket: live.ticket, code: live.demo!.code })).body.errors).toEqual({
      code: ['auth-pages:twoSteps.wrongCode'],
    });
    expect((await call('login/two-steps/send', { ticket: 'nope' })).status).toBe(400);
    const fresh = resent.body.demo!.code;
    expect((await call('login/two-steps', { ticket: live.ticket, code: fresh })).status).toBe(201);
  }, 60_000);

  it('counts wrong codes as failed sign-ins: after 5, 429 even with the right code', async () => {
    address = '198.51.100.2';
    const { ticket, demo } = (await signIn('ines@example.com')).body;
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push((await call('login/two-steps', { ticket, code: other(demo!.code!) })).body);
    expect(tries.map((answer) => answer.triesLeft)).toEqual([4, 3, 2, 1, 0]);
    const refused = await call('login/two-steps', { ticket, code: demo!.code });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-ins/);
    expect((await signIn('ines@example.com')).status).toBe(429);
  }, 60_000);

  it('turns two-step off only with the account’s password; the sign-in is then the spec’s again', async () => {
    address = '198.51.100.3';
    const { ticket, demo } = (await signIn('paul@example.com')).body;
    const session = (await call('login/two-steps', { ticket, code: demo!.code })).body.accessToken;
    expect((await call('two-steps/disable', { password: 'wrong' }, session)).body).toEqual({
      errors: { password: ['auth-pages:twoSteps.wrongPassword'] },
    });
    expect((await call('two-steps/disable', {}, session)).body.errors).toEqual({
      password: ['auth-pages:twoSteps.passwordRequired'],
    });
    expect(await call('two-steps/disable', { password }, session)).toMatchObject({
      status: 200,
      body: { enabled: false },
    });
    const plain = await signIn('paul@example.com');
    expect(plain.status).toBe(201);
    expect(plain.body.userData!.email).toBe('paul@example.com');
  }, 60_000);
});
