import { setCookie } from 'hono/cookie';
import type { ApiContext } from '../env';
import { clientAddressOf } from '../host';
import { type AuthUser, accountView } from './accounts';
import { limitRefusal, signInLimit } from './limits';
import { sessionCookie } from './session';

/** docs/spec.md §9: "remember me" keeps a session 30 days; without it, until the browser closes (a day at most). */
const rememberedDays = 30;
const browserSessionDays = 1;

export const overHttps = (c: ApiContext) => c.var.host.overHttps?.(c) ?? new URL(c.req.url).protocol === 'https:';

/**
 * Starts a session for the account and answers docs/spec.md §7's login body (201) with the HttpOnly session cookie
 * (docs/security.md, "Sessions"): the sign-in and the sign-up answer alike.
 */
export async function signedInAnswer(c: ApiContext, account: AuthUser, remember: boolean) {
  const accessToken = await c.var.store.sessions.start(account.id, remember ? rememberedDays : browserSessionDays);
  setCookie(c, sessionCookie, accessToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: overHttps(c),
    ...(remember ? { maxAge: rememberedDays * 86_400 } : {}),
  });
  const { userAbilityRules, userData } = accountView(account);
  return c.json({ userAbilityRules, accessToken, userData }, 201);
}

/** Failed sign-ins are counted per account and address (docs/security.md, "Abuse limits"). */
export const signInKey = (c: ApiContext, email: string) => `sign-in:${email}:${clientAddressOf(c)}`;

/** The 429 of too many failed sign-ins (wrong passwords or wrong sign-in codes), or undefined under the limit. */
export async function signInRefusal(c: ApiContext, email: string) {
  return limitRefusal(c, signInKey(c, email), signInLimit, 'tooManySignIns', 'email');
}

/** Counts a failed sign-in: a wrong password, or a wrong code at the second step. */
export const countFailedSignIn = (c: ApiContext, email: string) =>
  c.var.store.attempts.add(signInKey(c, email), new Date());
