import { asc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Permission } from '@/features/permissions/api/types';
import {
  addPermission,
  addRole,
  listRoles,
  removePermission,
  removeRole,
  type StoredRole,
  toRole,
  updatePermission,
  updateRole,
} from '@/backend/data/permissions/roles';
import type { UserDetail } from '@/features/users/api/types';
import type { Store } from '../store';
import { permissionRow } from './rows';
import * as t from './schema';
import type { Database } from './sql-store';

interface State {
  roles: StoredRole[];
  permissions: Permission[];
}

/**
 * Roles and permissions change together (`backend/data/permissions/roles.ts`), by the same pure functions as
 * in memory: a write loads both small collections under a lock, applies the function and keeps what changed.
 * The permissions list itself still filters, sorts and pages in SQL.
 */
export function rolesAndPermissions(db: Database): Pick<Store, 'roles'> & Omit<Store['permissions'], 'list'> {
  const load = async (tx: Database): Promise<State> => ({
    roles: (await tx.select({ data: t.roles.data }).from(t.roles).orderBy(asc(t.roles.seq))).map(
      (row) => row.data as StoredRole,
    ),
    permissions: (
      await tx.select({ data: t.permissions.data }).from(t.permissions).orderBy(asc(t.permissions.seq))
    ).map((row) => row.data as Permission),
  });

  async function save(tx: Database, before: State, after: State) {
    const gone = <T extends { id: number }>(old: T[], next: T[]) =>
      old.filter((o) => !next.some((n) => n.id === o.id)).map((o) => o.id);
    const removedRoles = gone(before.roles, after.roles);
    const removedPermissions = gone(before.permissions, after.permissions);
    if (removedRoles.length) await tx.delete(t.roles).where(inArray(t.roles.id, removedRoles));
    if (removedPermissions.length) await tx.delete(t.permissions).where(inArray(t.permissions.id, removedPermissions));
    for (const role of after.roles) {
      const old = before.roles.find((r) => r.id === role.id);
      if (!old) await tx.insert(t.roles).values({ id: role.id, data: role });
      else if (JSON.stringify(old) !== JSON.stringify(role)) {
        await tx.update(t.roles).set({ data: role }).where(eq(t.roles.id, role.id));
      }
    }
    for (const [index, permission] of after.permissions.entries()) {
      const old = before.permissions.find((p) => p.id === permission.id);
      const { id: _id, ...row } = permissionRow(permission);
      if (old) {
        if (JSON.stringify(old) !== JSON.stringify(permission)) {
          await tx.update(t.permissions).set(row).where(eq(t.permissions.id, permission.id));
        }
      } else if (index === 0) {
        // First in the default order, as in memory: before every other row.
        const [first] = await tx.select({ seq: min(t.permissions.seq) }).from(t.permissions);
        await tx.insert(t.permissions).values({ ...permissionRow(permission), seq: (first?.seq ?? 1) - 1 });
      } else {
        await tx.insert(t.permissions).values(permissionRow(permission));
      }
    }
  }

  /** Runs one change of both collections, one writer at a time. */
  function change<R extends State>(apply: (state: State) => R | undefined): Promise<R | undefined> {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(sql`lock table ${t.roles}, ${t.permissions} in exclusive mode`);
      const before = await load(tx);
      const after = apply(before);
      if (after) await save(tx, before, after);
      return after;
    });
  }

  const members = async (tx: Database, roles: StoredRole[]) => {
    const userRoles = roles.flatMap((r) => (r.userRole ? [r.userRole] : []));
    if (!userRoles.length) return [];
    const rows = await tx
      .select({ data: t.users.data })
      .from(t.users)
      .where(inArray(t.users.role, userRoles))
      .orderBy(asc(t.users.seq));
    return rows.map((row) => row.data as UserDetail);
  };
  const answer = async (role: StoredRole, permissions: Permission[]) =>
    toRole(role, permissions, await members(db, [role]));

  return {
    create: async (input) => (await change((state) => addPermission(state, input)))!.permission,
    update: async (id, input) => (await change((state) => updatePermission(state, id, input)))?.permission,
    remove: async (id) => Boolean(await change((state) => removePermission(state, id))),
    roles: {
      async list() {
        const state = await load(db);
        return listRoles(state.roles, state.permissions, await members(db, state.roles));
      },
      async create(input) {
        const next = (await change((state) => addRole(state, input)))!;
        return answer(next.role, next.permissions);
      },
      async update(id, input) {
        const next = await change((state) => updateRole(state, id, input));
        return next && answer(next.role, next.permissions);
      },
      remove: async (id) => Boolean(await change((state) => removeRole(state, id))),
    },
  };
}
