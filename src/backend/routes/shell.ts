import { Hono } from 'hono';
import { mayList } from '@/config/route-access';
import { validateContact } from '@/features/marketing/contact/mocks/validate-contact';
import { searchGroups } from '@/features/search/mocks/search';
import { searchData } from '@/features/search/mocks/search-data';
import { env } from '@/config/env';
import { type Action, buildAbility, type Subject } from '@/lib/casl/ability';
import { demoAccounts, tokenFor, userForToken } from '@/mocks/accounts';
import { type ApiEnv, type ApiContext, jsonBody, languageOf } from '../env';

/** The signed-in user's ability, from the bearer token the app sends; null when signed out. */
function abilityOf(c: ApiContext) {
  const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  const user = userForToken(token);
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
    return c.json({ userAbilityRules: abilityRules, accessToken: tokenFor(user.id), userData }, 201);
  })
  .get('/app-bar/search', (c) => {
    const ability = abilityOf(c);
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
