import type { SortKeyOf } from '@/lib/list-query';
import { pageOf, sortItems, type Sorters } from '@/mocks/query';
import type { PermissionQuery, permissionList } from '@/features/permissions/api/lists';
import type { Permission, PermissionList } from '@/features/permissions/api/types';

const sorters: Sorters<Permission, SortKeyOf<typeof permissionList>> = { name: (p) => p.name };

/** q matches the name or the date anywhere, or the beginning of a role name (docs/spec.md §7). */
export function listPermissions(permissions: readonly Permission[], query: PermissionQuery): PermissionList {
  const needle = query.q.trim().toLowerCase();
  const filtered = permissions.filter(
    (p) =>
      p.name.toLowerCase().includes(needle) ||
      p.createdDate.toLowerCase().includes(needle) ||
      p.assignedTo.some((role) => role.startsWith(needle)),
  );
  const sorted = sortItems(filtered, sorters, query);
  return { permissions: pageOf(sorted, query), totalPermissions: sorted.length };
}
