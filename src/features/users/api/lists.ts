import { defineList, type QueryOf } from '@/lib/list-query';

/** The users list's query (docs/api.md, "Users"): what the screen, the fetcher and the API share. */
export const userList = defineList({
  filters: ['role', 'plan', 'status'],
  sortKeys: ['user', 'email', 'role', 'plan', 'status', 'billing'],
});

export type UserQuery = QueryOf<typeof userList>;
