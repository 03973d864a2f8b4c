import type { ApiContext } from '../env';
import { codeLifetimeMs, hashCode, newLinkToken } from './auth-codes';

/**
 * The ticket a right password earns an account with two-step sign-in (docs/security.md, "Two-step sign-in"): 256
 * random bits, kept as their SHA-256, bound to the account, used once, alive 10 minutes; a new sign-in replaces it.
 */
export async function issueTicket(c: ApiContext, userId: number): Promise<string> {
  const ticket = newLinkToken();
  await c.var.store.authCodes.issue({
    purpose: 'sign-in-ticket',
    userId,
    hash: hashCode(ticket),
    expiresAt: new Date(Date.now() + codeLifetimeMs['sign-in-ticket']),
  });
  return ticket;
}
