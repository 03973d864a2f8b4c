import type { SortKeyOf } from '@/lib/list-query';
import { matchesQuery, pageOf, sortItems, totalPagesOf, type Sorters } from '@/mocks/query';
import type { UserQuery, userList } from '@/features/users/api/lists';
import type { User, UserDetail, UserList } from '@/features/users/api/types';

const sorters: Sorters<User, SortKeyOf<typeof userList>> = {
  user: (u) => u.fullName,
  email: (u) => u.email,
  role: (u) => u.role,
  plan: (u) => u.currentPlan,
  status: (u) => u.status,
  billing: (u) => u.billing,
};

/** The list leaves out what only the detail shows. */
export function toListUser({ taskDone: _t, projectDone: _p, taxId: _x, language: _l, ...user }: UserDetail): User {
  return user;
}

export function listUsers(users: readonly UserDetail[], query: UserQuery): UserList {
  const { role, plan, status } = query.filters;
  const filtered = users
    .filter((u) => matchesQuery(query.q, u.fullName, u.email))
    .filter((u) => (!role || u.role === role) && (!plan || u.currentPlan === plan) && (!status || u.status === status))
    .map(toListUser);
  const sorted = sortItems(filtered, sorters, query);
  return {
    users: pageOf(sorted, query),
    totalPages: totalPagesOf(sorted.length, query.itemsPerPage),
    totalUsers: sorted.length,
    page: query.page,
  };
}
