import { type ApiContext, languageOf } from '../env';
import { type MessageKey, messageIn } from '../messages';

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

/** 5 accounts created from one address in 10 minutes (refused input does not count). */
export const signUpLimit: Limit = { max: 5, windowMs: 10 * 60_000 };
/** 5 reset links, e-mail links or two-step codes asked for by one address or account in 10 minutes. */
const codeRequestLimit: Limit = { max: 5, windowMs: 10 * 60_000 };

/**
 * The 429 of a key over its limit (docs/security.md): `Retry-After` in seconds and the message, in the reader's
 * language, naming the minutes to wait (also as the error of `field`, for a form that shows it there); undefined
 * under the limit.
 */
export async function limitRefusal(c: ApiContext, key: string, limit: Limit, message: MessageKey, field?: string) {
  const wait = await retryAfter(c, key, limit);
  if (wait === 0) return undefined;
  const text = messageIn(languageOf(c), message, { minutes: Math.ceil(wait / 60) });
  return c.json({ message: text, ...(field ? { errors: { [field]: [text] } } : {}) }, 429, {
    'Retry-After': String(wait),
  });
}

/**
 * A 429 when the account (or address) asked for a link or code of this purpose 5 times in 10 minutes; otherwise
 * counts this request and answers undefined.
 */
export async function codeRequestRefusal(c: ApiContext, key: string) {
  const refused = await limitRefusal(c, key, codeRequestLimit, 'tooManyCodes');
  if (refused) return refused;
  await c.var.store.attempts.add(key, new Date());
  return undefined;
}
