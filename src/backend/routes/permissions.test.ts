import {
  permissionSchema,
  roleListSchema,
  type Permission,
  type PermissionList,
  type Role,
  type RoleList,
} from '@/features/permissions/api/types';
import { permissionNames } from '@/features/permissions/api/types';
import { resetDb } from '@/mocks/db';
import { call, get } from '@/mocks/test-client';

const permissions = '/api/apps/permissions';
const roles = '/api/apps/roles';
const allPermissions = async () => (await get<PermissionList>(permissions, { itemsPerPage: 100 })).body.permissions;
const allRoles = async () => (await get<RoleList>(roles)).body.roles;
const roleNamed = async (name: string) => (await allRoles()).find((r) => r.name === name)!;

beforeEach(() => resetDb());

const badBodies: unknown[] = ['not json', '[1,2]', 'null', '42', '"text"'];

describe('GET /api/apps/roles', () => {
  it('answers the five roles with their permissions and members from the users store', async () => {
    const { status, body } = await get<RoleList>(roles);
    expect(status).toBe(200);
    const list = roleListSchema.parse(body).roles;
    expect(list.map((r) => r.name)).toEqual(['administrator', 'manager', 'users', 'support', 'restricted-user']);
    const admin = list[0]!;
    expect(admin.permissions.map((p) => p.name)).toEqual([...permissionNames]);
    expect(admin.permissions.every((p) => p.read && p.write && p.create)).toBe(true);
    const users = await get<{ totalUsers: number }>('/api/apps/users', { role: 'admin' });
    expect(admin.members).toHaveLength(users.body.totalUsers);
    expect(admin.members.length).toBeGreaterThan(0);
  });

  it('follows a user whose role changes', async () => {
    const before = (await roleNamed('administrator')).members.length;
    const { body } = await get<{ users: Array<{ id: number }> }>('/api/apps/users', { role: 'subscriber' });
    await call('PATCH', `/api/apps/users/${body.users[0]!.id}`, {}, { role: 'admin' });
    expect((await roleNamed('administrator')).members).toHaveLength(before + 1);
  });
});

describe('POST /api/apps/roles', () => {
  it('answers 201 the role, shown by the next GET and named in the permissions it holds', async () => {
    const grants = [{ permissionId: 7, read: true, write: false, create: false }];
    const { status, body } = await call<Role>('POST', roles, {}, { name: ' Comptable ', grants });
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: 6, name: 'Comptable', userRole: null, members: [] });
    expect(body.permissions).toEqual([{ ...grants[0], name: 'Only View' }]);
    expect(await roleNamed('Comptable')).toEqual(body);
    const onlyView = (await allPermissions()).find((p) => p.id === 7)!;
    expect(onlyView.assignedTo).toContain('Comptable');
  });

  it('drops grants without any right and unknown permissions', async () => {
    const grants = [
      { permissionId: 1, read: false, write: false, create: false },
      { permissionId: 999, read: true, write: true, create: true },
    ];
    const { body } = await call<Role>('POST', roles, {}, { name: 'Vide', grants });
    expect(body.permissions).toEqual([]);
  });

  it('answers 400 with field errors', async () => {
    expect((await call('POST', roles, {}, { name: '  ', grants: [] })).body).toEqual({
      errors: { name: ['form.required'] },
    });
    expect((await call('POST', roles, {}, { name: 'Administrator', grants: [] })).body).toEqual({
      errors: { name: ['form.taken'] },
    });
    const wrong = await call<{ errors: Record<string, string[]> }>('POST', roles, {}, { name: 'x', grants: 'all' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['grants']);
    for (const body of badBodies) {
      const answer = await call('POST', roles, {}, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: { body: ['A JSON object is expected'] } });
    }
    expect((await call('POST', roles)).status).toBe(400);
  });
});

describe('PATCH /api/apps/roles/:id', () => {
  it('renames the role in every permission and replaces its grants', async () => {
    const manager = await roleNamed('manager');
    const grants = [{ permissionId: 9, read: true, write: true, create: false }];
    const { status, body } = await call<Role>('PATCH', `${roles}/${manager.id}`, {}, { name: 'Gérant', grants });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: manager.id, name: 'Gérant', members: manager.members });
    expect(body.permissions.map((p) => p.permissionId)).toEqual([9]);
    const list = await allPermissions();
    expect(list.filter((p) => p.assignedTo.includes('Gérant')).map((p) => p.id)).toEqual([9]);
    expect(list.some((p) => p.assignedTo.includes('manager'))).toBe(false);
  });

  it('answers 404 for an unknown role and 400 for a taken name', async () => {
    expect((await call('PATCH', `${roles}/99`, {}, { name: 'x', grants: [] })).body).toEqual({
      message: 'Rôle introuvable',
    });
    expect((await call('PATCH', `${roles}/abc`, {}, { name: 'x', grants: [] })).status).toBe(404);
    const taken = await call('PATCH', `${roles}/2`, {}, { name: 'SUPPORT', grants: [] });
    expect(taken).toMatchObject({ status: 400, body: { errors: { name: ['form.taken'] } } });
    // Its own name is not taken.
    expect((await call('PATCH', `${roles}/2`, {}, { name: 'Manager', grants: [] })).status).toBe(200);
  });
});

describe('DELETE /api/apps/roles/:id', () => {
  it('answers 204, then 404; the role leaves the list and the permissions', async () => {
    expect((await call('DELETE', `${roles}/4`)).status).toBe(204);
    expect((await call('DELETE', `${roles}/4`)).status).toBe(404);
    expect((await allRoles()).map((r) => r.name)).not.toContain('support');
    expect((await allPermissions()).some((p) => p.assignedTo.includes('support'))).toBe(false);
  });
});

describe('POST /api/apps/permissions', () => {
  it('answers 201 the permission, created now, first in the list; its roles hold it', async () => {
    const { status, body } = await call<Permission>(
      'POST',
      permissions,
      {},
      { name: 'Audit', assignedTo: ['support'] },
    );
    expect(status).toBe(201);
    expect(permissionSchema.parse(body)).toMatchObject({ id: 10, name: 'Audit', assignedTo: ['support'] });
    expect(body.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect((await allPermissions())[0]).toEqual(body);
    const support = await roleNamed('support');
    expect(support.permissions.find((p) => p.permissionId === 10)).toMatchObject({ read: true, write: true });
  });

  it('rejects an empty role list, an unknown role, a taken name and bad bodies with 400', async () => {
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ name: 'Audit', assignedTo: [] }, { assignedTo: ['form.noRole'] }],
      [{ name: 'Audit', assignedTo: ['nobody'] }, { assignedTo: ['form.unknownRole'] }],
      [{ name: 'only view', assignedTo: ['support'] }, { name: ['form.taken'] }],
      [{ name: '', assignedTo: ['support'] }, { name: ['form.required'] }],
      [{ name: 'x'.repeat(61), assignedTo: ['support'] }, { name: ['form.tooLong'] }],
    ];
    for (const [body, errors] of cases) {
      expect(await call('POST', permissions, {}, body)).toMatchObject({ status: 400, body: { errors } });
    }
    const noRoles = await call<{ errors: Record<string, string[]> }>('POST', permissions, {}, { name: 'Audit' });
    expect(noRoles.status).toBe(400);
    expect(noRoles.body.errors.assignedTo).toHaveLength(1);
    for (const body of badBodies) expect((await call('POST', permissions, {}, body)).status).toBe(400);
    expect(await allPermissions()).toHaveLength(9);
  });
});

describe('PATCH /api/apps/permissions/:id', () => {
  it('answers 200 the permission with its new name and roles; the roles follow', async () => {
    const { status, body } = await call<Permission>(
      'PATCH',
      `${permissions}/7`,
      {},
      {
        name: 'Read only',
        assignedTo: ['manager'],
      },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ id: 7, name: 'Read only', assignedTo: ['manager'], createdDate: '4 Dec 2025, 8:15 PM' });
    expect((await allPermissions()).find((p) => p.id === 7)).toEqual(body);
    expect((await roleNamed('restricted-user')).permissions.some((p) => p.permissionId === 7)).toBe(false);
    expect((await roleNamed('manager')).permissions.some((p) => p.permissionId === 7)).toBe(true);
  });

  it('answers 404 for an unknown permission and 400 for an empty role list', async () => {
    const body = { name: 'x', assignedTo: ['support'] };
    expect(await call('PATCH', `${permissions}/99`, {}, body)).toMatchObject({
      status: 404,
      body: { message: 'Permission introuvable' },
    });
    expect((await call('PATCH', `${permissions}/7`, {}, { name: 'x', assignedTo: [] })).status).toBe(400);
  });
});

describe('DELETE /api/apps/permissions/:id', () => {
  it('answers 204 then 404, and the roles lose it', async () => {
    expect((await call('DELETE', `${permissions}/1`)).status).toBe(204);
    expect((await call('DELETE', `${permissions}/1`)).status).toBe(404);
    expect((await allPermissions()).map((p) => p.id)).not.toContain(1);
    expect((await roleNamed('administrator')).permissions.some((p) => p.permissionId === 1)).toBe(false);
  });
});
