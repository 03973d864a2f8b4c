import { byText, get, isSorted } from '@/mocks/test-client';
import {
  permissionListSchema,
  permissionNames,
  permissionRoles,
  type PermissionList,
} from '@/features/permissions/api/types';

const url = '/api/apps/permissions';

describe('GET /api/apps/permissions', () => {
  it('answers the nine permissions of the spec and their count', async () => {
    const { status, body } = await get<PermissionList>(url, { itemsPerPage: 50 });
    expect(status).toBe(200);
    expect(permissionListSchema.parse(body).totalPermissions).toBe(9);
    expect(body.permissions.map((p) => p.name)).toEqual([...permissionNames]);
    expect(new Set(body.permissions.flatMap((p) => p.assignedTo))).toEqual(new Set(permissionRoles));
  });

  it('pages 10 at a time by default, 5 when asked', async () => {
    expect((await get<PermissionList>(url)).body.permissions).toHaveLength(9);
    const p2 = await get<PermissionList>(url, { itemsPerPage: 5, page: 2 });
    expect(p2.body.permissions.map((p) => p.id)).toEqual([6, 7, 8, 9]);
    expect(p2.body.totalPermissions).toBe(9);
  });

  it('matches q against the name, ignoring case', async () => {
    const { body } = await get<PermissionList>(url, { q: 'BILLING' });
    expect(body.permissions.map((p) => p.name)).toEqual(['Manage Billing & Roles']);
  });

  it('"manage" finds the names and the permissions held by the manager role', async () => {
    const { body } = await get<PermissionList>(url, { q: 'manage' });
    expect(body.permissions.map((p) => p.name)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Manage Email Sequences',
      'Client Communication',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
  });

  it('matches q against the created date', async () => {
    const { body } = await get<PermissionList>(url, { q: '14 oct' });
    expect(body.permissions.map((p) => p.id)).toEqual([3, 4]);
  });

  it('matches q against the start of a role name only', async () => {
    const support = await get<PermissionList>(url, { q: 'supp' });
    expect(support.body.permissions.map((p) => p.id)).toEqual([4, 5, 9]);
    const restricted = await get<PermissionList>(url, { q: 'restricted' });
    expect(restricted.body.permissions.map((p) => p.name)).toEqual(['Only View']);
    expect((await get<PermissionList>(url, { q: 'istrator' })).body.totalPermissions).toBe(0);
  });

  it.each(['asc', 'desc'] as const)('sorts by name %s', async (orderBy) => {
    const { body } = await get<PermissionList>(url, { sortBy: 'name', orderBy });
    expect(
      isSorted(
        body.permissions.map((p) => p.name),
        byText,
        orderBy,
      ),
    ).toBe(true);
    expect(body.permissions[0]!.name).toBe(orderBy === 'asc' ? 'Add & Remove Users' : 'Project Planning');
  });
});
