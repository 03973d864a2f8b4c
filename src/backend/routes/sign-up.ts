import { Hono } from 'hono';
import { registerSchema } from '@/features/auth/api/account-schemas';
import { allow, anyone } from '../auth/access';
import { limitRefusal, signUpLimit } from '../auth/limits';
import { hashPassword } from '../auth/passwords';
import { signedInAnswer } from '../auth/sign-in';
import { type ApiEnv, badRequest, validBody } from '../env';
import { clientAddressOf } from '../host';
import { accountSettingsKey } from './account';

/**
 * `POST /api/auth/register` (docs/api.md, "Sign-up"): a client account, signed in at once (docs/decisions.md,
 * "Sign-up"). The visitor is not signed in yet, so the route records its own audit entry.
 */
export const signUpRoutes = new Hono<ApiEnv>().post('/register', allow(anyone), async (c) => {
  const key = `sign-up:${clientAddressOf(c)}`;
  const refused = await limitRefusal(c, key, signUpLimit, 'tooManyAccounts');
  if (refused) return refused;
  const { value, errors } = await validBody(c, registerSchema);
  if (errors) return badRequest(c, errors);
  await c.var.store.attempts.add(key, new Date());
  const account = await c.var.store.accounts.create({
    username: value.username,
    fullName: value.fullName || value.username,
    email: value.email.toLowerCase(),
    passwordHash: await hashPassword(value.password),
  });
  if (!account) return badRequest(c, { email: ['validation.emailTaken'] });
  // The plan is the account settings' `plan` section, so the plan card and the session read the same fact.
  if (value.plan) await c.var.store.documents.put(accountSettingsKey(account.id), { plan: { plan: value.plan } });
  await c.var.store.audit.record({
    at: new Date().toISOString(),
    userId: account.id,
    userName: account.fullName,
    action: 'create',
    subject: 'Account',
    recordId: String(account.id),
    fields: Object.keys(value),
  });
  return signedInAnswer(c, account, true);
});
