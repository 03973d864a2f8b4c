import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { accountView, demoAccounts } from '../auth/accounts';
import { allow, anyone, signedIn } from '../auth/access';
import { minutesOf, retryAfter, retryHeaders, signInLimit } from '../auth/limits';
import { verifyPassword } from '../auth/passwords';
import { sessionCookie } from '../auth/session';
import { type ApiContext, type ApiEnv, jsonBody, languageOf } from '../env';
import { clientAddressOf } from '../host';
import { messageIn } from '../messages';

/** docs/spec.md §9: "remember me" keeps a session 30 days; without it, until the browser closes (a day at most). */
const rememberedDays = 30;
const browserSessionDays = 1;

/** An unknown e-mail costs the same hash as a known one, so timing does not tell which accounts exist. */
const decoyHash =
  'scrypt$14$8$5$1cb2e487617fbc9ab2284fb6c1a1a0e4$29892081f19483d057df8d5861e6847867bc93f1f11238877e82e0449f424ea8';

const secure = (c: ApiContext) => c.var.host.overHttps?.(c) ?? new URL(c.req.url).protocol === 'https:';

/** docs/api.md, "Authentication"; docs/security.md, "Sessions". */
export const authRoutes = new Hono<ApiEnv>()
  .post('/login', allow(anyone), async (c) => {
    const body = (await jsonBody(c)) as { email?: unknown; password?: unknown; remember?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const throttleKey = `sign-in:${email}:${clientAddressOf(c)}`;
    const wait = await retryAfter(c, throttleKey, signInLimit);
    if (wait > 0) {
      const message = messageIn(languageOf(c), 'tooManySignIns', { minutes: minutesOf(wait) });
      return c.json({ message, errors: { email: [message] } }, 429, retryHeaders(wait));
    }
    const account = demoAccounts.find((candidate) => candidate.email === email);
    const valid = await verifyPassword(account?.passwordHash ?? decoyHash, password);
    if (!account || !valid) {
      await c.var.store.attempts.add(throttleKey, new Date());
      return c.json({ errors: { email: ['Invalid email or password'] } }, 400);
    }
    await c.var.store.attempts.clear(throttleKey);
    const remember = body?.remember !== false;
    const accessToken = await c.var.store.sessions.start(account.id, remember ? rememberedDays : browserSessionDays);
    setCookie(c, sessionCookie, accessToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: secure(c),
      ...(remember ? { maxAge: rememberedDays * 86_400 } : {}),
    });
    const { userAbilityRules, userData } = accountView(account);
    return c.json({ userAbilityRules, accessToken, userData }, 201);
  })
  .post('/logout', allow(anyone), async (c) => {
    if (c.var.token) await c.var.store.sessions.end(c.var.token);
    deleteCookie(c, sessionCookie, { path: '/', secure: secure(c) });
    return c.body(null, 204);
  })
  /** The session's user and the rules the server enforces: the app trusts these over its cookies. */
  .get('/session', allow(signedIn), (c) => {
    // The guard lets only a signed-in user through.
    const { rules, ability: _ability, ...userData } = c.var.user!;
    return c.json({ userAbilityRules: rules, userData });
  });
