import { Hono } from 'hono';
import { signInCodeSchema, signInTicketSchema } from '@/features/auth/api/step-schemas';
import { allow, anyone } from '../auth/access';
import { hashCode } from '../auth/auth-codes';
import { countFailedSignIn, signedInAnswer, signInKey, signInRefusal } from '../auth/sign-in';
import { sendTwoStepCode, twoStepCodeRefusal } from '../auth/two-step-code';
import { type ApiContext, type ApiEnv, badRequest, validBody } from '../env';

const badTicket = (c: ApiContext) => badRequest(c, { ticket: ['auth-pages:twoSteps.badTicket'] });

/** The live ticket's account: the ticket alone names it, so a code is only ever checked against its owner. */
async function ticketOwner(c: ApiContext, ticket: string) {
  const found = await c.var.store.authCodes.find('sign-in-ticket', hashCode(ticket));
  const account = found && (await c.var.store.accounts.get(found.userId));
  return found && account ? { ticketId: found.id, account } : undefined;
}

/**
 * The second step of a sign-in with two-step on (docs/api.md, "Two-step sign-in"; docs/security.md): the password
 * step answered a ticket and sent a code; the ticket and the right code open the session. A wrong code counts as a
 * failed sign-in (5 in 15 minutes, then 429) and against the code (5 spend it).
 */
export const twoStepSignInRoutes = new Hono<ApiEnv>()
  .post('/login/two-steps', allow(anyone), async (c) => {
    const { value, errors } = await validBody(c, signInCodeSchema);
    if (errors) return badRequest(c, errors);
    const owner = await ticketOwner(c, value.ticket);
    if (!owner) return badTicket(c);
    const { account, ticketId } = owner;
    const throttled = await signInRefusal(c, account.email);
    if (throttled) return throttled;
    const refused = await twoStepCodeRefusal(c, account.id, value.code, () => countFailedSignIn(c, account.email));
    if (refused) return refused;
    if (!(await c.var.store.authCodes.use(ticketId))) return badTicket(c);
    await c.var.store.attempts.clear(signInKey(c, account.email));
    return signedInAnswer(c, account, value.remember !== false);
  })
  .post('/login/two-steps/send', allow(anyone), async (c) => {
    const { value, errors } = await validBody(c, signInTicketSchema);
    if (errors) return badTicket(c);
    const owner = await ticketOwner(c, value.ticket);
    if (!owner) return badTicket(c);
    const { refused, sent } = await sendTwoStepCode(c, owner.account);
    return refused ?? c.json(sent, 202);
  });
