import { Hono } from 'hono';
import type { UserDetail } from '@/features/users/api/types';
import { userList } from '@/features/users/api/lists';
import { userPatchSchema } from '@/features/users/api/edit-user-schema';
import { isJsonObject } from '@/backend/data/users/create-user';
import { userActivity, userProjects } from '@/backend/data/users/user-work';
import { countryNameOf, languageNameOf } from '@/mocks/display-names';
import type { ApiLanguage } from '@/mocks/utils';
import { can } from '../auth/access';
import { type ApiEnv, badRequest, idParam, jsonBody, languageOf, listQuery, notFound, validBody } from '../env';

/** The country named in the reader's language (docs/api.md, "Language"); the store keeps the English name. */
const localised = <U extends { country: string }>(user: U, language: ApiLanguage): U => ({
  ...user,
  country: countryNameOf(user.country, language),
});

const detail = (user: UserDetail, language: ApiLanguage): UserDetail => ({
  ...localised(user, language),
  language: languageNameOf(user.language, language),
});

/** docs/api.md, "Users and permissions". */
export const usersRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'User'), async (c) => {
    const list = await c.var.store.users.list(listQuery(userList, c));
    const language = languageOf(c);
    return c.json({ ...list, users: list.users.map((u) => localised(u, language)) });
  })
  .get('/:id', can('read', 'User'), async (c) => {
    const user = await c.var.store.users.get(idParam(c));
    return user ? c.json(detail(user, languageOf(c))) : notFound(c, 'User not found');
  })
  // Sample work of the user (docs/api.md): the same for a user id in both stores, in the reader's language.
  .get('/:id/projects', can('read', 'User'), async (c) => {
    const user = await c.var.store.users.get(idParam(c));
    return user ? c.json({ projects: userProjects(user, languageOf(c)) }) : notFound(c, 'User not found');
  })
  .get('/:id/activity', can('read', 'User'), async (c) => {
    const user = await c.var.store.users.get(idParam(c));
    return user ? c.json({ activity: userActivity(user, languageOf(c)) }) : notFound(c, 'User not found');
  })
  .patch('/:id', can('update', 'User'), async (c) => {
    const { value, errors } = await validBody(c, userPatchSchema);
    if (errors) return badRequest(c, errors);
    const user = await c.var.store.users.update(idParam(c), value);
    return user ? c.json(detail(user, languageOf(c))) : notFound(c, 'User not found');
  })
  .delete('/:id', can('delete', 'User'), async (c) =>
    c.body(null, (await c.var.store.users.remove(idParam(c))) ? 204 : 404),
  )
  .post('/', can('create', 'User'), async (c) => {
    const body = await jsonBody(c);
    if (!isJsonObject(body)) return c.json({ errors: { body: ['A JSON object is expected'] } }, 400);
    const id = await c.var.store.users.create(body);
    // docs/spec.md §7: the body echoed, with its new id.
    return c.json({ ...body, id }, 201);
  });
