import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PermissionList } from './types';

type ListQuery = Record<string, string | number | undefined>;

export const fetchPermissions = (query: ListQuery, signal?: AbortSignal) =>
  api.get<PermissionList>('/api/apps/permissions', { query, signal });

export const permissionsQueries = {
  all: ['permissions'] as const,
  /** The list keeps the previous page on screen while the next one loads (no flash of skeleton). */
  list: (query: ListQuery) =>
    queryOptions({
      queryKey: ['permissions', 'list', query] as const,
      queryFn: ({ signal }) => fetchPermissions(query, signal),
      placeholderData: keepPreviousData,
    }),
};

export const permissionSortKeys = ['name'];
