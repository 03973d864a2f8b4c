import { Hono } from 'hono';
import { accountSections, isAccountSection } from '@/features/account-settings/api/account-sections';
import { can } from '../auth/access';
import { type ApiContext, type ApiEnv, badRequest, validBody } from '../env';
import { refuse } from '../messages';

/** Where an account's settings document is kept; sign-up writes the chosen plan there too. */
export const accountSettingsKey = (accountId: number) => `account-settings:${accountId}`;

/** The guard lets only a signed-in user through, so there is always one. */
const keyOf = (c: ApiContext) => accountSettingsKey(c.var.user?.id ?? 0);

/** docs/api.md, "Account": what the account settings keep, per signed-in user. */
export const accountRoutes = new Hono<ApiEnv>()
  .get('/settings', can('read', 'Account'), async (c) => {
    return c.json(((await c.var.store.documents.get(keyOf(c))) as object | undefined) ?? {});
  })
  .put('/settings/:section', can('update', 'Account'), async (c) => {
    const section = c.req.param('section');
    if (!isAccountSection(section)) return refuse(c, 404, 'unknownSection');
    const { value, errors } = await validBody(c, accountSections[section]);
    if (errors) return badRequest(c, errors);
    const saved = ((await c.var.store.documents.get(keyOf(c))) as object | undefined) ?? {};
    await c.var.store.documents.put(keyOf(c), { ...saved, [section]: value });
    return c.json(value);
  });
