import type { Permission, PermissionRole, Role, RoleList, RoleMember } from '@/features/permissions/api/types';
import { type Grant, grantOf, holds, type RoleFormValues } from '@/features/permissions/api/role-schema';
import type { PermissionFormValues } from '@/features/permissions/api/permission-schema';

/** A role as the store keeps it: members are not kept, they are the users of `userRole` (docs/decisions.md). */
export interface StoredRole {
  id: number;
  name: string;
  userRole: string | null;
  /** Only grants giving some right, one per permission id. */
  grants: Grant[];
}

/** What a role's members are read from: the users store's records (any shape with these fields). */
export interface MemberSource extends RoleMember {
  role: string;
}

/** The users API's role whose users hold each seeded role (docs/decisions.md, "Role members"). */
const seededUserRoles: Record<PermissionRole, string> = {
  administrator: 'admin',
  manager: 'maintainer',
  users: 'author',
  support: 'editor',
  'restricted-user': 'subscriber',
};

/** The five roles of docs/spec.md §6, each with every right on the permissions the seed assigns to it. */
export function seedRoles(permissions: readonly Permission[]): StoredRole[] {
  return (Object.keys(seededUserRoles) as PermissionRole[]).map((name, i) => ({
    id: i + 1,
    name,
    userRole: seededUserRoles[name],
    grants: permissions.filter((p) => p.assignedTo.includes(name)).map((p) => grantOf(p.id, true)),
  }));
}

/** A role as GET /api/apps/roles answers it: its permissions by name, its members from the users store. */
export function toRole(role: StoredRole, permissions: readonly Permission[], users: readonly MemberSource[]): Role {
  const byId = new Map(permissions.map((p) => [p.id, p]));
  return {
    id: role.id,
    name: role.name,
    userRole: role.userRole,
    permissions: role.grants.flatMap((g) => {
      const p = byId.get(g.permissionId);
      return p ? [{ ...g, name: p.name }] : [];
    }),
    members: users
      .filter((u) => role.userRole !== null && u.role === role.userRole)
      .map(({ id, fullName, email, avatar }) => ({ id, fullName, email, avatar })),
  };
}

export const listRoles = (
  roles: readonly StoredRole[],
  permissions: readonly Permission[],
  users: readonly MemberSource[],
): RoleList => ({ roles: roles.map((r) => toRole(r, permissions, users)) });

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** True when another role (not `exceptId`) already has this name, ignoring case. */
export const roleNameTaken = (roles: ReadonlyArray<{ id: number; name: string }>, name: string, exceptId?: number) =>
  roles.some((r) => r.id !== exceptId && sameName(r.name, name));

/** True when another permission (not `exceptId`) already has this name, ignoring case. */
export const permissionNameTaken = (permissions: readonly Permission[], name: string, exceptId?: number) =>
  permissions.some((p) => p.id !== exceptId && sameName(p.name, name));

/** The names in `assignedTo` that no role has. */
export const unknownRoles = (roles: ReadonlyArray<{ name: string }>, names: readonly string[]) =>
  names.filter((n) => !roles.some((r) => r.name === n));

interface Collections {
  roles: StoredRole[];
  permissions: Permission[];
}

/** The grants a role keeps: rights on permissions that exist, at most one per permission. */
function keptGrants(grants: readonly Grant[], permissions: readonly Permission[]): Grant[] {
  const ids = new Set(permissions.map((p) => p.id));
  const seen = new Set<number>();
  return grants.filter((g) => {
    const keep = holds(g) && ids.has(g.permissionId) && !seen.has(g.permissionId);
    seen.add(g.permissionId);
    return keep;
  });
}

/** Each permission's `assignedTo` names the role exactly when the role holds it (renamed from `oldName`). */
function assignRole(permissions: readonly Permission[], role: StoredRole, oldName = role.name): Permission[] {
  const held = new Set(role.grants.map((g) => g.permissionId));
  return permissions.map((p) => {
    const others = p.assignedTo.filter((n) => n !== oldName && n !== role.name);
    return { ...p, assignedTo: held.has(p.id) ? [...others, role.name] : others };
  });
}

/** Adds a role (next free id) and names it in the permissions it holds. */
export function addRole(state: Collections, input: RoleFormValues): Collections & { role: StoredRole } {
  const role: StoredRole = {
    id: Math.max(0, ...state.roles.map((r) => r.id)) + 1,
    name: input.name.trim(),
    userRole: null,
    grants: keptGrants(input.grants, state.permissions),
  };
  return { role, roles: [...state.roles, role], permissions: assignRole(state.permissions, role) };
}

/** Renames a role and replaces its grants; the permissions follow. Undefined when there is no such role. */
export function updateRole(
  state: Collections,
  id: number,
  input: RoleFormValues,
): (Collections & { role: StoredRole }) | undefined {
  const old = state.roles.find((r) => r.id === id);
  if (!old) return undefined;
  const role = { ...old, name: input.name.trim(), grants: keptGrants(input.grants, state.permissions) };
  return {
    role,
    roles: state.roles.map((r) => (r.id === id ? role : r)),
    permissions: assignRole(state.permissions, role, old.name),
  };
}

/** Removes a role and its name from every permission (a permission may be left without a role). */
export function removeRole(state: Collections, id: number): Collections | undefined {
  const role = state.roles.find((r) => r.id === id);
  if (!role) return undefined;
  return {
    roles: state.roles.filter((r) => r.id !== id),
    permissions: state.permissions.map((p) => ({ ...p, assignedTo: p.assignedTo.filter((n) => n !== role.name) })),
  };
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14 Apr 2025, 8:43 PM", the list's shape, in UTC (docs/api.md, "Dates"). */
export function formatCreatedDate(date: Date): string {
  const h = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${h % 12 || 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Roles named in `assignedTo` hold the permission (every right when they had none); the others lose it. */
function grantPermission(roles: readonly StoredRole[], permission: Permission): StoredRole[] {
  return roles.map((r) => {
    const grant = r.grants.find((g) => g.permissionId === permission.id);
    const others = r.grants.filter((g) => g.permissionId !== permission.id);
    if (!permission.assignedTo.includes(r.name)) return { ...r, grants: others };
    return { ...r, grants: [...others, grant ?? grantOf(permission.id, true)] };
  });
}

const assigned = (names: readonly string[]) => [...new Set(names.map((n) => n.trim()))];

/** Adds a permission (next free id, created now) first in the list's default order; its roles hold it. */
export function addPermission(
  state: Collections,
  input: PermissionFormValues,
  now: Date = new Date(),
): Collections & { permission: Permission } {
  const permission: Permission = {
    id: Math.max(0, ...state.permissions.map((p) => p.id)) + 1,
    name: input.name.trim(),
    assignedTo: assigned(input.assignedTo),
    createdDate: formatCreatedDate(now),
  };
  return {
    permission,
    permissions: [permission, ...state.permissions],
    roles: grantPermission(state.roles, permission),
  };
}

/** Renames a permission and sets its roles. Undefined when there is no such permission. */
export function updatePermission(
  state: Collections,
  id: number,
  input: PermissionFormValues,
): (Collections & { permission: Permission }) | undefined {
  const old = state.permissions.find((p) => p.id === id);
  if (!old) return undefined;
  const permission = { ...old, name: input.name.trim(), assignedTo: assigned(input.assignedTo) };
  return {
    permission,
    permissions: state.permissions.map((p) => (p.id === id ? permission : p)),
    roles: grantPermission(state.roles, permission),
  };
}

/** Removes a permission and every role's grant on it. */
export function removePermission(state: Collections, id: number): Collections | undefined {
  if (!state.permissions.some((p) => p.id === id)) return undefined;
  return {
    permissions: state.permissions.filter((p) => p.id !== id),
    roles: state.roles.map((r) => ({ ...r, grants: r.grants.filter((g) => g.permissionId !== id) })),
  };
}
