import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { UserQuery } from './lists';
import type { UserDetail, UserList } from './types';
import type { UserActivityList, UserInvoices, UserProjects } from './user-work';

const base = '/api/apps/users';

/** The user view's invoices table shows this many rows a page. */
export const userInvoicesPerPage = 5;

export const fetchUsers = (query: UserQuery, signal?: AbortSignal) =>
  api.get<UserList>(base, { query: listQueryParams(query), signal });

export const usersQueries = {
  all: ['users'] as const,
  list: listQueryOptions(['users'], fetchUsers),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['users', 'detail', id] as const,
      queryFn: ({ signal }) => api.get<UserDetail>(`${base}/${encodeURIComponent(id)}`, { signal }),
    }),
  projects: (id: string) =>
    queryOptions({
      queryKey: ['users', 'detail', id, 'projects'] as const,
      queryFn: ({ signal }) => api.get<UserProjects>(`${base}/${encodeURIComponent(id)}/projects`, { signal }),
    }),
  activity: (id: string) =>
    queryOptions({
      queryKey: ['users', 'detail', id, 'activity'] as const,
      queryFn: ({ signal }) => api.get<UserActivityList>(`${base}/${encodeURIComponent(id)}/activity`, { signal }),
    }),
  /** The invoices the user issued: the invoice list's own call, filtered by `userId`. */
  invoices: (id: string, page: number, itemsPerPage: number) =>
    queryOptions({
      queryKey: ['users', 'detail', id, 'invoices', page, itemsPerPage] as const,
      queryFn: ({ signal }) =>
        api.get<UserInvoices>('/api/apps/invoices', { query: { userId: id, page, itemsPerPage }, signal }),
      placeholderData: keepPreviousData,
    }),
};
