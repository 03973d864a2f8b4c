import { Hono } from 'hono';
import { linkTokenSchema } from '@/features/auth/api/account-schemas';
import { twoStepsSchema } from '@/features/auth/api/step-schemas';
import { allow, anyone, signedIn } from '../auth/access';
import { hashCode, maxCodeTries, newLinkToken, newSixDigitCode } from '../auth/auth-codes';
import { issueAndDeliver } from '../auth/deliver-code';
import { codeRequestLimit, minutesOf, retryAfter, retryHeaders } from '../auth/limits';
import { type ApiContext, type ApiEnv, badRequest, languageOf, validBody } from '../env';
import { messageIn } from '../messages';

/** The signed-in account (the guard lets no one else through), or a 429 when it asked too often. */
async function requester(c: ApiContext, purpose: string) {
  const user = c.var.user!;
  const key = `${purpose}:${user.id}`;
  const wait = await retryAfter(c, key, codeRequestLimit);
  if (wait > 0) {
    const message = messageIn(languageOf(c), 'tooManyCodes', { minutes: minutesOf(wait) });
    return { refused: c.json({ message }, 429, retryHeaders(wait)) };
  }
  await c.var.store.attempts.add(key, new Date());
  return { account: await c.var.store.accounts.get(user.id) };
}

/** docs/api.md, "Two steps and e-mail check"; docs/security.md, "Account tokens and codes". */
export const oneTimeCodeRoutes = new Hono<ApiEnv>()
  .post('/two-steps/send', allow(signedIn), async (c) => {
    const { refused, account } = await requester(c, 'two-steps');
    if (refused) return refused;
    const demo = account && (await issueAndDeliver(c, account, 'two-steps', newSixDigitCode()));
    const message = messageIn(languageOf(c), 'codeSent', { email: c.var.user!.email });
    return c.json({ message, ...(demo ? { demo } : {}) }, 202);
  })
  /** A wrong code counts; after five the code is spent and a new one must be asked for. */
  .post('/two-steps/verify', allow(signedIn), async (c) => {
    const { value, errors } = await validBody(c, twoStepsSchema);
    if (errors) return badRequest(c, errors);
    const { store } = c.var;
    const code = await store.authCodes.latest('two-steps', c.var.user!.id);
    if (!code) return c.json({ errors: { code: ['auth-pages:twoSteps.noCode'] }, triesLeft: 0 }, 400);
    if (code.hash !== hashCode(value.code)) {
      const triesLeft = Math.max(0, maxCodeTries - (await store.authCodes.fail(code.id)));
      const message = triesLeft > 0 ? 'auth-pages:twoSteps.wrongCode' : 'auth-pages:twoSteps.noCode';
      return c.json({ errors: { code: [message] }, triesLeft }, 400);
    }
    if (!(await store.authCodes.use(code.id))) {
      return c.json({ errors: { code: ['auth-pages:twoSteps.noCode'] }, triesLeft: 0 }, 400);
    }
    return c.json({ verified: true });
  })
  .post('/verify-email/send', allow(signedIn), async (c) => {
    const { refused, account } = await requester(c, 'verify-email');
    if (refused) return refused;
    const demo = account && (await issueAndDeliver(c, account, 'verify-email', newLinkToken()));
    const message = messageIn(languageOf(c), 'verifyLinkSent', { email: c.var.user!.email });
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
