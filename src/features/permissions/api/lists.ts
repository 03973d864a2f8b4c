import { defineList, type QueryOf } from '@/lib/list-query';

/** The permissions list's query (docs/api.md, "Permissions"): what the screen, the fetcher and the API share. */
export const permissionList = defineList({ sortKeys: ['name'] });

export type PermissionQuery = QueryOf<typeof permissionList>;
