import { Hono } from 'hono';
import { accountSections, isAccountSection } from '@/features/account-settings/api/account-sections';
import { type ApiContext, type ApiEnv, badRequest, notFound, sessionUserId, validBody } from '../env';

const keyOf = (userId: number) => `account-settings:${userId}`;
const signIn = (c: ApiContext) => c.json({ message: 'Sign in to read or change account settings' }, 401);

/** docs/api.md, "Account": what the account settings keep, per signed-in user. */
export const accountRoutes = new Hono<ApiEnv>()
  .get('/settings', async (c) => {
    const userId = await sessionUserId(c);
    if (userId === undefined) return signIn(c);
    return c.json(((await c.var.store.documents.get(keyOf(userId))) as object | undefined) ?? {});
  })
  .put('/settings/:section', async (c) => {
    const userId = await sessionUserId(c);
    if (userId === undefined) return signIn(c);
    const section = c.req.param('section');
    if (!isAccountSection(section)) return notFound(c, 'Unknown settings section');
    const { value, errors } = await validBody(c, accountSections[section]);
    if (errors) return badRequest(c, errors);
    const saved = ((await c.var.store.documents.get(keyOf(userId))) as object | undefined) ?? {};
    await c.var.store.documents.put(keyOf(userId), { ...saved, [section]: value });
    return c.json(value);
  });
