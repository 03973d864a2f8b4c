import { Hono } from 'hono';
import { notifyMeSchema } from '@/features/misc/api/notify-me';
import { allow, anyone } from '../auth/access';
import { minutesOf, notifyLimit, retryAfter, retryHeaders } from '../auth/limits';
import { type ApiEnv, badRequest, languageOf, validBody } from '../env';
import { clientAddressOf } from '../host';
import { messageIn } from '../messages';

/**
 * docs/api.md, "Notify me": the coming-soon page's list. Public like the contact form, and limited like it
 * (docs/security.md): accepted sign-ups count toward the address's limit, refused bodies do not.
 */
export const notifyMeRoutes = new Hono<ApiEnv>().post('/', allow(anyone), async (c) => {
  const { value, errors } = await validBody(c, notifyMeSchema);
  if (errors) return badRequest(c, errors);
  const limitKey = `notify:${clientAddressOf(c)}`;
  const wait = await retryAfter(c, limitKey, notifyLimit);
  if (wait > 0) {
    const message = messageIn(languageOf(c), 'tooManySignUps', { minutes: minutesOf(wait) });
    return c.json({ message }, 429, retryHeaders(wait));
  }
  await c.var.store.attempts.add(limitKey, new Date());
  const added = await c.var.store.notifyMe.subscribe(value.email);
  return c.json({ email: value.email, alreadySubscribed: !added }, added ? 201 : 200);
});
