import { Hono } from 'hono';
import { mayList } from '@/config/route-access';
import { validateContact } from '@/backend/data/marketing/contact/validate-contact';
import { searchGroups } from '@/backend/data/search/search';
import { searchData } from '@/backend/data/search/search-data';
import { env } from '@/config/env';
import type { Action, Subject } from '@/lib/casl/ability';
import { allow, anyone } from '../auth/access';
import { contactLimit, limitRefusal } from '../auth/limits';
import { type ApiEnv, jsonBody, languageOf } from '../env';
import { clientAddressOf } from '../host';
import { messageIn } from '../messages';
import { recaptchaPasses } from '../recaptcha';

/** docs/api.md, "Search" and "Contact". */
export const shellRoutes = new Hono<ApiEnv>()
  // Public: it lists only the pages the caller's session may open.
  .get('/app-bar/search', allow(anyone), (c) => {
    const { user } = c.var;
    const can = user ? (action: Action, subject: Subject) => user.ability.can(action, subject) : null;
    return c.json(searchGroups(searchData, c.req.query('q') ?? '', languageOf(c), (url) => mayList(url, can)));
  })
  .post('/contact', allow(anyone), async (c) => {
    const { recaptchaSecret, sendMail } = c.var.host;
    const result = validateContact(await jsonBody(c), {
      requireCaptcha: Boolean(env.recaptchaSiteKey || recaptchaSecret),
      language: languageOf(c),
    });
    if (result.errors) return c.json({ errors: result.errors }, 400);
    const address = clientAddressOf(c);
    const limitKey = `contact:${address}`;
    const refused = await limitRefusal(c, limitKey, contactLimit, 'tooManyMessages');
    if (refused) return refused;
    const { recaptchaResponse, ...message } = result.value;
    if (recaptchaSecret && !(await recaptchaPasses(recaptchaSecret, recaptchaResponse ?? '', address))) {
      return c.json({ errors: { recaptchaResponse: [messageIn(languageOf(c), 'captchaFailed')] } }, 400);
    }
    await c.var.store.attempts.add(limitKey, new Date());
    const { id } = await c.var.store.contactMessages.create(message);
    if (sendMail) {
      const mailed = await sendMail({
        replyTo: { name: message.fullName, address: message.email },
        subject: `[Okoumé Digital] ${message.subject}`,
        text: message.message,
      });
      await c.var.store.contactMessages.setMailed(id, mailed);
    }
    return c.json({ id }, 201);
  });
