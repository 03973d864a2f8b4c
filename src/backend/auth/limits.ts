import type { ApiContext } from '../env';

/** The abuse limits of docs/security.md: so many attempts per key within a window. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** 5 failed sign-ins for one account from one address in 15 minutes. */
export const signInLimit: Limit = { max: 5, windowMs: 15 * 60_000 };
/** 5 contact messages from one address in 10 minutes. */
export const contactLimit: Limit = { max: 5, windowMs: 10 * 60_000 };
/** 5 coming-soon sign-ups from one address in 10 minutes, as the contact form. */
export const notifyLimit: Limit = { max: 5, windowMs: 10 * 60_000 };

/** Seconds until the key may try again, or 0 when it is under its limit. */
export async function retryAfter(c: ApiContext, key: string, limit: Limit): Promise<number> {
  const now = Date.now();
  const recent = await c.var.store.attempts.since(key, new Date(now - limit.windowMs));
  if (recent.length < limit.max) return 0;
  const freedAt = (recent[recent.length - limit.max]?.getTime() ?? now) + limit.windowMs;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}

/** A 429 answer's headers and the message's minutes. */
export const retryHeaders = (seconds: number) => ({ 'Retry-After': String(seconds) });
export const minutesOf = (seconds: number) => Math.ceil(seconds / 60);
/** 5 accounts created from one address in 10 minutes (refused input does not count). */
export const signUpLimit: Limit = { max: 5, windowMs: 10 * 60_000 };
/** 5 reset links, e-mail links or two-step codes asked for by one address or account in 10 minutes. */
export const codeRequestLimit: Limit = { max: 5, windowMs: 10 * 60_000 };
