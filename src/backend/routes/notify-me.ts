import { Hono } from 'hono';
import { notifyMeSchema } from '@/features/misc/api/notify-me';
import { allow, anyone } from '../auth/access';
import { limitRefusal, notifyLimit } from '../auth/limits';
import { type ApiEnv, badRequest, validBody } from '../env';
import { clientAddressOf } from '../host';

/**
 * docs/api.md, "Notify me": the coming-soon page's list. Public like the contact form, and limited like it
 * (docs/security.md): accepted sign-ups count toward the address's limit, refused bodies do not.
 */
export const notifyMeRoutes = new Hono<ApiEnv>().post('/', allow(anyone), async (c) => {
  const { value, errors } = await validBody(c, notifyMeSchema);
  if (errors) return badRequest(c, errors);
  const limitKey = `notify:${clientAddressOf(c)}`;
  const refused = await limitRefusal(c, limitKey, notifyLimit, 'tooManySignUps');
  if (refused) return refused;
  await c.var.store.attempts.add(limitKey, new Date());
  const added = await c.var.store.notifyMe.subscribe(value.email);
  return c.json({ email: value.email, alreadySubscribed: !added }, added ? 201 : 200);
});
