import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { db, removeById } from '@/mocks/db';
import { readListQuery } from '@/mocks/query';
import { delay, safe } from '@/mocks/utils';
import { userInputSchema, type UserDetail } from '../api/types';
import { listUsers } from './list-users';

function idOf(value: string | readonly string[] | undefined): number {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** SPEC §7: id = count + 1; after deletions that id may be taken, then the next free one. */
function nextUserId(users: readonly UserDetail[]): number {
  const candidate = users.length + 1;
  if (!users.some((u) => u.id === candidate)) return candidate;
  return Math.max(...users.map((u) => u.id)) + 1;
}

export const usersHandlers = [
  http.get(
    '*/api/apps/users',
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(listUsers(db.users, readListQuery(request.url)));
    }),
  ),
  http.get(
    '*/api/apps/users/:id',
    safe(async ({ params }) => {
      await delay();
      const user = db.users.find((u) => u.id === idOf(params.id));
      if (!user) return HttpResponse.json({ message: 'User not found' }, { status: 404 });
      return HttpResponse.json(user);
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
      const parsed = userInputSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        const { fieldErrors, formErrors } = z.flattenError(parsed.error);
        return HttpResponse.json({ errors: { ...fieldErrors, ...(formErrors.length ? { body: formErrors } : {}) } }, { status: 400 });
      }
      const input = parsed.data;
      const user: UserDetail = {
        username: input.email.split('@')[0]!,
        company: '',
        country: '',
        contact: '',
        role: 'subscriber',
        currentPlan: 'basic',
        status: 'pending',
        billing: 'Auto debit',
        avatar: null,
        taskDone: 0,
        projectDone: 0,
        taxId: '',
        language: 'French',
        ...input,
        id: nextUserId(db.users),
      };
      db.users.push(user);
      return HttpResponse.json(user, { status: 201 });
    }),
  ),
];
