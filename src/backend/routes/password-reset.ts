import { Hono } from 'hono';
import { forgotSchema } from '@/features/auth/api/account-schemas';
import { resetPasswordBodySchema } from '@/features/auth/api/step-schemas';
import { allow, anyone } from '../auth/access';
import { hashCode, newLinkToken } from '../auth/auth-codes';
import { issueAndDeliver } from '../auth/deliver-code';
import { codeRequestRefusal } from '../auth/limits';
import { hashPassword } from '../auth/passwords';
import { type ApiEnv, badRequest, languageOf, validBody } from '../env';
import { clientAddressOf } from '../host';
import { messageIn } from '../messages';

/** docs/api.md, "Password reset"; docs/security.md, "Account tokens and codes". */
export const passwordResetRoutes = new Hono<ApiEnv>()
  /** The same answer whether or not an account uses the address (the static demo adds the link it would send). */
  .post('/forgot-password', allow(anyone), async (c) => {
    const { value, errors } = await validBody(c, forgotSchema);
    if (errors) return badRequest(c, errors);
    const refused = await codeRequestRefusal(c, `reset:${clientAddressOf(c)}`);
    if (refused) return refused;
    const account = await c.var.store.accounts.byEmail(value.email.toLowerCase());
    const demo = account && (await issueAndDeliver(c, account, 'reset-password', newLinkToken()));
    return c.json({ message: messageIn(languageOf(c), 'resetSent'), ...(demo ? { demo } : {}) }, 202);
  })
  /** A live token sets the password and ends every session of its account; it is used up. */
  .post('/reset-password', allow(anyone), async (c) => {
    const { value, errors } = await validBody(c, resetPasswordBodySchema);
    if (errors) return badRequest(c, errors);
    const code = await c.var.store.authCodes.find('reset-password', hashCode(value.token));
    if (!code || !(await c.var.store.authCodes.use(code.id))) {
      return badRequest(c, { token: ['auth-pages:reset.badToken'] });
    }
    const account = await c.var.store.accounts.get(code.userId);
    if (!account) return badRequest(c, { token: ['auth-pages:reset.badToken'] });
    await c.var.store.accounts.setPassword(account.id, await hashPassword(value.password));
    await c.var.store.sessions.endAll(account.id);
    await c.var.store.audit.record({
      at: new Date().toISOString(),
      userId: account.id,
      userName: account.fullName,
      action: 'update',
      subject: 'Account',
      recordId: String(account.id),
      fields: ['password'],
    });
    return c.json({ message: messageIn(languageOf(c), 'passwordReset') });
  });
