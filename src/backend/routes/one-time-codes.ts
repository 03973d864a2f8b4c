import { Hono } from 'hono';
import { linkTokenSchema } from '@/features/auth/api/account-schemas';
import { twoStepsSchema } from '@/lib/two-step-schemas';
import { allow, anyone, signedIn } from '../auth/access';
import { hashCode, newLinkToken } from '../auth/auth-codes';
import { issueAndDeliver } from '../auth/deliver-code';
import { codeRequestRefusal } from '../auth/limits';
import { sendTwoStepCode, twoStepCodeRefusal } from '../auth/two-step-code';
import { type ApiEnv, badRequest, languageOf, validBody } from '../env';
import { messageIn, refuse } from '../messages';

/** docs/api.md, "Two steps and e-mail check"; docs/security.md, "Account tokens and codes". */
export const oneTimeCodeRoutes = new Hono<ApiEnv>()
  .post('/two-steps/send', allow(signedIn), async (c) => {
    // The guard lets only a signed-in user through.
    const account = await c.var.store.accounts.get(c.var.user!.id);
    if (!account) return refuse(c, 401, 'signIn');
    const { refused, sent } = await sendTwoStepCode(c, account);
    return refused ?? c.json(sent, 202);
  })
  /** A wrong code counts; after five the code is spent and a new one must be asked for. */
  .post('/two-steps/verify', allow(signedIn), async (c) => {
    const { value, errors } = await validBody(c, twoStepsSchema);
    if (errors) return badRequest(c, errors);
    return (await twoStepCodeRefusal(c, c.var.user!.id, value.code)) ?? c.json({ verified: true });
  })
  .post('/verify-email/send', allow(signedIn), async (c) => {
    const user = c.var.user!;
    const refused = await codeRequestRefusal(c, `verify-email:${user.id}`);
    if (refused) return refused;
    const account = await c.var.store.accounts.get(user.id);
    const demo = account && (await issueAndDeliver(c, account, 'verify-email', newLinkToken()));
    const message = messageIn(languageOf(c), 'verifyLinkSent', { email: user.email });
    return c.json({ message, ...(demo ? { demo } : {}) }, 202);
  })
  /** The link's token alone proves the address: the owner may open it signed out, on another device. */
  .post('/verify-email', allow(anyone), async (c) => {
    const { value, errors } = await validBody(c, linkTokenSchema);
    if (errors) return badRequest(c, { token: ['auth-pages:verify.badToken'] });
    const code = await c.var.store.authCodes.find('verify-email', hashCode(value.token));
    if (!code || !(await c.var.store.authCodes.use(code.id))) {
      return badRequest(c, { token: ['auth-pages:verify.badToken'] });
    }
    await c.var.store.accounts.markVerified(code.userId, new Date());
    return c.json({ verified: true });
  });
