import { userDetailSchema, type UserDetail } from '@/features/users/api/types';
import { resetDb } from '@/mocks/db';
import { call, get, getIn } from '@/mocks/test-client';

const url = '/api/apps/users';

beforeEach(() => resetDb());

describe('PATCH /api/apps/users/:id', () => {
  it('answers 200 the detail as GET answers it, and the next GET shows the change', async () => {
    const { status, body } = await call<UserDetail>(
      'PATCH',
      `${url}/3`,
      {},
      {
        fullName: '  Aline Ndong ',
        email: 'aline.ndong@example.ga',
        role: 'editor',
        currentPlan: 'team',
        language: 'Arabic',
      },
    );
    expect(status).toBe(200);
    expect(userDetailSchema.parse(body)).toMatchObject({ id: 3, fullName: 'Aline Ndong', role: 'editor' });
    expect((await get<UserDetail>(`${url}/3`)).body).toEqual(body);
    expect((await getIn<UserDetail>('ar', `${url}/3`)).body.language).toBe('العربية');
  });

  it('suspends a user with { status: "inactive" } and leaves the rest alone', async () => {
    const before = (await get<UserDetail>(`${url}/5`)).body;
    const { status, body } = await call<UserDetail>('PATCH', `${url}/5`, {}, { status: 'inactive' });
    expect(status).toBe(200);
    expect(body).toEqual({ ...before, status: 'inactive' });
    const list = await get<{ users: UserDetail[] }>(url, { status: 'inactive', itemsPerPage: 100 });
    expect(list.body.users.map((u) => u.id)).toContain(5);
  });

  it('never changes the id; unknown fields are ignored', async () => {
    const { body } = await call<UserDetail>('PATCH', `${url}/5`, {}, { id: 99, password: 'x', company: 'Okoumé' });
    expect(body).toMatchObject({ id: 5, company: 'Okoumé' });
    expect(body).not.toHaveProperty('password');
  });

  it('answers 400 with the form fields in error', async () => {
    const answer = await call('PATCH', `${url}/5`, {}, { email: 'nope', status: 'gone', username: 'a', fullName: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: {
        email: ['validation.email'],
        status: ['validation.required'],
        username: ['validation.username'],
        fullName: ['validation.required'],
      },
    });
    for (const body of ['not json', '[]', 'null', '1']) {
      expect(await call('PATCH', `${url}/5`, {}, body)).toMatchObject({
        status: 400,
        body: { errors: { body: ['A JSON object is expected'] } },
      });
    }
    expect((await get<UserDetail>(`${url}/5`)).body.email).not.toBe('nope');
  });

  it('answers 404 for an unknown user', async () => {
    for (const id of ['999', 'abc']) {
      expect(await call('PATCH', `${url}/${id}`, {}, { status: 'inactive' })).toMatchObject({
        status: 404,
        body: { message: 'User not found' },
      });
    }
  });
});
