import { Hono } from 'hono';
import { disableTwoStepSchema, twoStepsSchema } from '@/lib/two-step-schemas';
import { allow, signedIn, signedInAudited } from '../auth/access';
import { verifyPassword } from '../auth/passwords';
import { countFailedSignIn, signInRefusal } from '../auth/sign-in';
import { twoStepCodeRefusal } from '../auth/two-step-code';
import { type ApiContext, type ApiEnv, badRequest, validBody } from '../env';
import { refuse } from '../messages';

/** The guard lets only a signed-in user through; the session's account is read afresh. */
const accountOf = (c: ApiContext) => c.var.store.accounts.get(c.var.user!.id);

/**
 * Two-step sign-in, on or off, for the signed-in account (docs/api.md, "Two-step sign-in"): it turns on only with a
 * code sent to the account (`POST /api/auth/two-steps/send`), and off only with the account's password.
 */
export const twoStepSettingRoutes = new Hono<ApiEnv>()
  .get('/two-steps', allow(signedIn), async (c) => {
    const account = await accountOf(c);
    return c.json({ enabled: account?.twoStepEnabled === true });
  })
  .post('/two-steps/enable', allow(signedInAudited('update', 'Account')), async (c) => {
    const { value, errors } = await validBody(c, twoStepsSchema);
    if (errors) return badRequest(c, errors);
    const refused = await twoStepCodeRefusal(c, c.var.user!.id, value.code);
    if (refused) return refused;
    await c.var.store.accounts.setTwoStep(c.var.user!.id, true);
    return c.json({ enabled: true });
  })
  /** A wrong password counts as a failed sign-in: an open session cannot be used to guess it. */
  .post('/two-steps/disable', allow(signedInAudited('update', 'Account')), async (c) => {
    const { value, errors } = await validBody(c, disableTwoStepSchema);
    if (errors) return badRequest(c, errors);
    const account = await accountOf(c);
    if (!account) return refuse(c, 401, 'signIn');
    const throttled = await signInRefusal(c, account.email);
    if (throttled) return throttled;
    if (!(await verifyPassword(account.passwordHash, value.password))) {
      await countFailedSignIn(c, account.email);
      return badRequest(c, { password: ['auth-pages:twoSteps.wrongPassword'] });
    }
    await c.var.store.accounts.setTwoStep(account.id, false);
    return c.json({ enabled: false });
  });
