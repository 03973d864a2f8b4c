import { resetDb } from '@/mocks/db';
import { byText, call, get, getIn, isSorted } from '@/mocks/test-client';
import {
  userDetailSchema,
  userListSchema,
  userPlans,
  userRoles,
  userStatuses,
  type User,
  type UserDetail,
  type UserList,
} from '@/features/users/api/types';

const url = '/api/apps/users';
const all = { itemsPerPage: 100 };

beforeEach(() => resetDb());

describe('GET /api/apps/users', () => {
  it('answers users, totalPages, totalUsers and page for 50 users', async () => {
    const { status, body } = await get<UserList>(url);
    expect(status).toBe(200);
    expect(userListSchema.parse(body)).toMatchObject({ totalPages: 5, totalUsers: 50, page: 1 });
    expect(body.users).toHaveLength(10);
    expect(body.users[0]).not.toHaveProperty('taxId');
  });

  it('uses every role, plan, status and billing of the spec', async () => {
    const { body } = await get<UserList>(url, all);
    expect(new Set(body.users.map((u) => u.role))).toEqual(new Set(userRoles));
    expect(new Set(body.users.map((u) => u.currentPlan))).toEqual(new Set(userPlans));
    expect(new Set(body.users.map((u) => u.status))).toEqual(new Set(userStatuses));
    expect(new Set(body.users.map((u) => u.billing)).size).toBe(4);
  });

  it.each([
    ['role', userRoles, (u: User) => u.role],
    ['plan', userPlans, (u: User) => u.currentPlan],
    ['status', userStatuses, (u: User) => u.status],
  ] as const)('filters by %s', async (param, values, pick) => {
    let sum = 0;
    for (const value of values) {
      const { body } = await get<UserList>(url, { [param]: value, ...all });
      expect(body.users.every((u) => pick(u) === value)).toBe(true);
      sum += body.totalUsers;
    }
    expect(sum).toBe(50);
  });

  it('matches q against the name or the e-mail, and counts pages of the matches', async () => {
    const { body: every } = await get<UserList>(url, all);
    const sample = every.users[9]!;
    const byName = await get<UserList>(url, { q: sample.fullName.toUpperCase() });
    expect(byName.body.users.map((u) => u.id)).toContain(sample.id);
    const byMail = await get<UserList>(url, { q: sample.email });
    expect(byMail.body).toMatchObject({ totalUsers: 1, totalPages: 1, page: 1 });
    const none = await get<UserList>(url, { q: 'no such person' });
    expect(none.body).toEqual({ users: [], totalUsers: 0, totalPages: 0, page: 1 });
  });

  it.each(['user', 'email', 'role', 'plan', 'status', 'billing'])('sorts by %s both ways', async (sortBy) => {
    const pick: Record<string, (u: User) => string> = {
      user: (u) => u.fullName,
      email: (u) => u.email,
      role: (u) => u.role,
      plan: (u) => u.currentPlan,
      status: (u) => u.status,
      billing: (u) => u.billing,
    };
    for (const orderBy of ['asc', 'desc'] as const) {
      const { body } = await get<UserList>(url, { sortBy, orderBy, ...all });
      expect(isSorted(body.users.map(pick[sortBy]!), byText, orderBy)).toBe(true);
    }
  });

  it('echoes the page asked for, and falls back to 1 for a non-number', async () => {
    expect((await get<UserList>(url, { page: 3 })).body.page).toBe(3);
    expect((await get<UserList>(url, { page: 'x' })).body.page).toBe(1);
    expect((await get<UserList>(url, { page: 9 })).body.users).toEqual([]);
  });
});

describe('GET /api/apps/users/:id', () => {
  it('answers the user with taskDone, projectDone, taxId and language', async () => {
    const { status, body } = await get<UserDetail>(`${url}/7`);
    expect(status).toBe(200);
    expect(userDetailSchema.parse(body).id).toBe(7);
  });

  it.each([
    ['fr', 'Gabon', 'Français'],
    ['en', 'Gabon', 'French'],
    ['ar', 'الغابون', 'الفرنسية'],
  ])('names the country and the language in the language asked for (%s)', async (lng, gabon, french) => {
    const { body: list } = await getIn<UserList>(lng, url, all);
    userListSchema.parse(list);
    const { body: en } = await getIn<UserList>('en', url, all);
    const gabonese = en.users.find((u) => u.country === 'Gabon')!;
    expect(list.users.find((u) => u.id === gabonese.id)!.country).toBe(gabon);
    const { body: detail } = await getIn<UserDetail>('en', `${url}/${gabonese.id}`);
    const { body: translated } = await getIn<UserDetail>(lng, `${url}/${gabonese.id}`);
    expect(userDetailSchema.parse(translated).country).toBe(gabon);
    if (detail.language === 'French') expect(translated.language).toBe(french);
  });

  it.each(['51', '0', 'abc'])('answers 404 { message: "User not found" } for %s', async (id) => {
    const res = await get(`${url}/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'User not found' });
  });
});

describe('DELETE /api/apps/users/:id', () => {
  it('answers 204, then 404 with no body', async () => {
    expect((await call('DELETE', `${url}/5`)).status).toBe(204);
    expect((await get<UserList>(url)).body.totalUsers).toBe(49);
    expect((await get(`${url}/5`)).status).toBe(404);
    const again = await call('DELETE', `${url}/5`);
    expect(again.status).toBe(404);
    expect(again.text).toBe('');
  });
});

describe('POST /api/apps/users', () => {
  const input = {
    fullName: 'Ghislain Mintsa',
    email: 'ghislain.mintsa@okoume.demo',
    role: 'editor',
    currentPlan: 'team',
  };

  it('answers 201 with the body echoed and id = count + 1, and lists the new user', async () => {
    const { status, body } = await call<UserDetail>('POST', url, {}, input);
    expect(status).toBe(201);
    expect(body).toEqual({ ...input, id: 51 });
    const stored = userDetailSchema.parse((await get<UserDetail>(`${url}/51`)).body);
    expect(stored).toMatchObject({ ...input, status: 'pending', billing: 'Auto debit' });
    expect((await get<UserList>(url)).body.totalUsers).toBe(51);
  });

  it('echoes every field of a full docs/spec.md §3 user, its own id replaced', async () => {
    const full = {
      id: 999,
      fullName: 'Nadège Obiang',
      company: 'Brazza Cloud',
      role: 'maintainer',
      username: 'nadege.obiang',
      country: 'Congo',
      contact: '+242 06 12 34 56',
      email: 'nadege@brazza.cloud',
      currentPlan: 'enterprise',
      status: 'active',
      avatar: '',
      billing: 'Manual-PayPal',
    };
    const { status, body } = await call<UserDetail>('POST', url, {}, full);
    expect(status).toBe(201);
    expect(body).toEqual({ ...full, id: 51 });
    // In English: the store keeps the country as sent; other languages name a known country their way.
    expect((await getIn<UserDetail>('en', `${url}/51`)).body).toMatchObject({ ...full, id: 51 });
    expect((await getIn<UserDetail>('fr', `${url}/51`)).body.country).toBe('Congo-Brazzaville');
  });

  it('after a deletion, count + 1 is taken: the next free id is used, and the detail and delete reach the right person', async () => {
    const fiftieth = (await get<UserDetail>(`${url}/50`)).body.fullName;
    await call('DELETE', `${url}/2`);
    const { body } = await call<UserDetail>('POST', url, {}, input);
    expect(body.id).toBe(51);
    expect((await get<UserDetail>(`${url}/51`)).body.fullName).toBe('Ghislain Mintsa');
    expect((await get<UserDetail>(`${url}/50`)).body.fullName).toBe(fiftieth);
    const ids = (await get<UserList>(url, { itemsPerPage: 100 })).body.users.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(50);
    // Deleting the new user removes that user only.
    expect((await call('DELETE', `${url}/51`)).status).toBe(204);
    expect((await get<UserDetail>(`${url}/50`)).body.fullName).toBe(fiftieth);
    expect((await get(`${url}/51`)).status).toBe(404);
  });

  it('takes count + 1 when it is free again', async () => {
    await call('DELETE', `${url}/50`);
    const { body } = await call<UserDetail>('POST', url, {}, input);
    expect(body.id).toBe(50);
  });

  it('accepts any JSON object (the spec sets no rule), storing defaults for what is missing or wrong', async () => {
    const partial = { fullName: 'Blaise Ella', role: 'king' };
    const { status, body } = await call<UserDetail>('POST', url, {}, partial);
    expect(status).toBe(201);
    expect(body).toEqual({ ...partial, id: 51 });
    expect((await get<UserDetail>(`${url}/51`)).body).toMatchObject({ fullName: 'Blaise Ella', role: 'subscriber' });
  });

  it('answers 400 when the body is not a JSON object', async () => {
    for (const bad of ['garbage', '[1,2]', 'null']) {
      expect((await call('POST', url, {}, bad)).status).toBe(400);
    }
    expect((await get<UserList>(url)).body.totalUsers).toBe(50);
  });
});
