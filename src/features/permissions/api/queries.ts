import { api } from '@/lib/api-client';
import { queryOptions } from '@tanstack/react-query';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { PermissionQuery } from './lists';
import type { PermissionList, RoleList } from './types';

export const fetchPermissions = (query: PermissionQuery, signal?: AbortSignal) =>
  api.get<PermissionList>('/api/apps/permissions', { query: listQueryParams(query), signal });

export const permissionsQueries = {
  all: ['permissions'] as const,
  list: listQueryOptions(['permissions'], fetchPermissions),
};

export const fetchRoles = (signal?: AbortSignal) => api.get<RoleList>('/api/apps/roles', { signal });

export const rolesQueries = {
  list: () => queryOptions({ queryKey: ['roles'], queryFn: ({ signal }) => fetchRoles(signal) }),
};
