import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type AbilityRule, type AppAbility, buildAbility } from '@/lib/casl/ability';
import type { UserData } from '@/lib/auth/session';
import type { ApiEnv } from '../env';
import { accountView } from './accounts';

/** The server's own session cookie (docs/security.md, "Sessions"): HttpOnly, so no script reads it. */
export const sessionCookie = 'okoume_session';

export interface SessionUser extends UserData {
  /** The rules the server keeps for this user, and the ability built from them. */
  rules: AbilityRule[];
  ability: AppAbility;
}

/** The access token an API client sends as `Authorization: Bearer <token>`. */
const bearerOf = (c: Context<ApiEnv>) => c.req.header('authorization')?.replace(/^Bearer\s+/i, '') || undefined;

/** The token the request carries: a Bearer header first (API clients, the static demo), else the session cookie. */
export const tokenOf = (c: Context<ApiEnv>) => bearerOf(c) ?? getCookie(c, sessionCookie);

/**
 * The user of the request's live session, with the ability of the rules the server keeps for that user: rules a
 * browser sends (its ability cookie) are never read.
 */
export async function sessionUserOf(c: Context<ApiEnv>, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const userId = await c.var.store.sessions.userIdOf(token);
  const account = userId === undefined ? undefined : await c.var.store.accounts.get(userId);
  if (!account) return undefined;
  const { userAbilityRules, userData } = accountView(account);
  return { ...userData, rules: userAbilityRules, ability: buildAbility(userAbilityRules) };
}
