import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserDetail, UserList } from './types';

type ListQuery = Record<string, string | number | undefined>;

const base = '/api/apps/users';

export const fetchUsers = (query: ListQuery, signal?: AbortSignal) => api.get<UserList>(base, { query, signal });

export const usersQueries = {
  all: ['users'] as const,
  /** The list keeps the previous page on screen while the next one loads (no flash of skeleton). */
  list: (query: ListQuery) =>
    queryOptions({
      queryKey: ['users', 'list', query] as const,
      queryFn: ({ signal }) => fetchUsers(query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['users', 'detail', id] as const,
      queryFn: ({ signal }) => api.get<UserDetail>(`${base}/${encodeURIComponent(id)}`, { signal }),
    }),
};
