import { http, HttpResponse } from 'msw';
import { db, removeById } from '@/mocks/db';
import { readListQuery } from '@/mocks/query';
import { userList } from '../api/lists';
import { countryNameOf, languageNameOf } from '@/mocks/display-names';
import { delay, requestLanguage, safe, type ApiLanguage } from '@/mocks/utils';
import { isJsonObject, nextUserId, toStoredUser } from './create-user';
import { listUsers } from './list-users';

function idOf(value: string | readonly string[] | undefined): number {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** The country named in the reader's language (docs/api.md, "Language"); the store keeps the English name. */
function localised<U extends { country: string }>(user: U, language: ApiLanguage): U {
  return { ...user, country: countryNameOf(user.country, language) };
}

export const usersHandlers = [
  http.get(
    '*/api/apps/users',
    safe(async ({ request }) => {
      await delay();
      const list = listUsers(db.users, readListQuery(userList, request.url));
      const language = requestLanguage(request);
      return HttpResponse.json({ ...list, users: list.users.map((u) => localised(u, language)) });
    }),
  ),
  http.get(
    '*/api/apps/users/:id',
    safe(async ({ params, request }) => {
      await delay();
      const user = db.users.find((u) => u.id === idOf(params.id));
      if (!user) return HttpResponse.json({ message: 'User not found' }, { status: 404 });
      const language = requestLanguage(request);
      return HttpResponse.json({ ...localised(user, language), language: languageNameOf(user.language, language) });
    }),
  ),
  http.delete(
    '*/api/apps/users/:id',
    safe(async ({ params }) => {
      await delay();
      return new HttpResponse(null, { status: removeById('users', idOf(params.id)) ? 204 : 404 });
    }),
  ),
  http.post(
    '*/api/apps/users',
    safe(async ({ request }) => {
      await delay();
      const body: unknown = await request.json().catch(() => null);
      if (!isJsonObject(body)) {
        return HttpResponse.json({ errors: { body: ['A JSON object is expected'] } }, { status: 400 });
      }
      const id = nextUserId(db.users);
      db.users.push(toStoredUser(body, id));
      // docs/spec.md §7: the body echoed, with its new id.
      return HttpResponse.json({ ...body, id }, { status: 201 });
    }),
  ),
];
