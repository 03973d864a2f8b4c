import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { allow, anyone, signedIn } from '../auth/access';
import type { AuthUser } from '../auth/accounts';
import { issueTicket } from '../auth/sign-in-ticket';
import { verifyPassword } from '../auth/passwords';
import { sessionCookie } from '../auth/session';
import { countFailedSignIn, overHttps, signedInAnswer, signInKey, signInRefusal } from '../auth/sign-in';
import { sendTwoStepCode } from '../auth/two-step-code';
import { type ApiContext, type ApiEnv, jsonBody } from '../env';
import { accountSettingsKey } from './account';

/** An unknown e-mail costs the same hash as a known one, so timing does not tell which accounts exist. */
export const decoyHash =
  'scrypt$14$8$5$1cb2e487617fbc9ab2284fb6c1a1a0e4$29892081f19483d057df8d5861e6847867bc93f1f11238877e82e0449f424ea8';

/**
 * The password was right but the account has two-step sign-in on (docs/security.md, "Two-step sign-in"): no session
 * yet. A code is sent to the account, and a ticket naming the account is answered for the code step; the failed
 * sign-ins stay counted until the code is right.
 */
async function twoStepsAnswer(c: ApiContext, account: AuthUser) {
  const { refused, sent } = await sendTwoStepCode(c, account);
  if (refused) return refused;
  const ticket = await issueTicket(c, account.id);
  return c.json({ twoStepsRequired: true, ticket, ...sent }, 202);
}

/** docs/api.md, "Authentication"; docs/security.md, "Sessions". */
export const authRoutes = new Hono<ApiEnv>()
  .post('/login', allow(anyone), async (c) => {
    const body = (await jsonBody(c)) as { email?: unknown; password?: unknown; remember?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const throttled = await signInRefusal(c, email);
    if (throttled) return throttled;
    const account = await c.var.store.accounts.byEmail(email);
    const valid = await verifyPassword(account?.passwordHash ?? decoyHash, password);
    if (!account || !valid) {
      await countFailedSignIn(c, email);
      return c.json({ errors: { email: ['Invalid email or password'] } }, 400);
    }
    if (account.twoStepEnabled) return twoStepsAnswer(c, account);
    await c.var.store.attempts.clear(signInKey(c, email));
    return signedInAnswer(c, account, body?.remember !== false);
  })
  .post('/logout', allow(anyone), async (c) => {
    if (c.var.token) await c.var.store.sessions.end(c.var.token);
    deleteCookie(c, sessionCookie, { path: '/', secure: overHttps(c) });
    return c.body(null, 204);
  })
  /**
   * The session's user and the rules the server enforces: the app trusts these over its cookies. `plan` is the
   * account settings' plan (chosen at sign-up or in the settings), null when none was kept.
   */
  .get('/session', allow(signedIn), async (c) => {
    // The guard lets only a signed-in user through.
    const { rules, ability: _ability, ...userData } = c.var.user!;
    const settings = (await c.var.store.documents.get(accountSettingsKey(userData.id))) as
      { plan?: { plan?: string } } | undefined;
    return c.json({ userAbilityRules: rules, userData, plan: settings?.plan?.plan ?? null });
  });
