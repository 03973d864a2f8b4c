import { setCookie } from 'hono/cookie';
import type { ApiContext } from '../env';
import { type AuthUser, accountView } from './accounts';
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
