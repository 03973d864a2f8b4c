import { Hono } from 'hono';
import { mayList } from '@/config/route-access';
import { validateContact } from '@/features/marketing/contact/mocks/validate-contact';
import { searchGroups } from '@/features/search/mocks/search';
import { searchData } from '@/features/search/mocks/search-data';
import { env } from '@/config/env';
import { type Action, buildAbility, type Subject } from '@/lib/casl/ability';
import { demoAccounts } from '@/mocks/accounts';
import { type ApiEnv, type ApiContext, bearerOf, jsonBody, languageOf, sessionUserId } from '../env';

/** The signed-in user's ability, from the session the bearer token names; null when signed out. */
async function abilityOf(c: ApiContext) {
  const userId = await sessionUserId(c);
  const user = demoAccounts.find((account) => account.id === userId);
  return user ? buildAbility(user.abilityRules) : null;
}

/** docs/api.md, "Authentication and search" and "Contact". */
export const shellRoutes = new Hono<ApiEnv>()
  .post('/auth/login', async (c) => {
    const body = (await jsonBody(c)) as { email?: unknown; password?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const user = demoAccounts.find((u) => u.email === email && u.password === password);
    if (!user) return c.json({ errors: { email: ['Invalid email or password'] } }, 400);
    const { password: _password, abilityRules, ...userData } = user;
    const accessToken = await c.var.store.sessions.start(user.id);
    return c.json({ userAbilityRules: abilityRules, accessToken, userData }, 201);
  })
  .post('/auth/logout', async (c) => {
    const token = bearerOf(c);
    if (token) await c.var.store.sessions.end(token);
    return c.body(null, 204);
  })
  .get('/app-bar/search', async (c) => {
    const ability = await abilityOf(c);
    const can = ability ? (action: Action, subject: Subject) => ability.can(action, subject) : null;
    return c.json(searchGroups(searchData, c.req.query('q') ?? '', languageOf(c), (url) => mayList(url, can)));
  })
  .post('/contact', async (c) => {
    const result = validateContact(await jsonBody(c), { requireCaptcha: Boolean(env.recaptchaSiteKey) });
    if (result.errors) return c.json({ errors: result.errors }, 400);
    const { recaptchaResponse: _captcha, ...message } = result.value;
    const { id } = await c.var.store.contactMessages.create(message);
    return c.json({ id }, 201);
  });
