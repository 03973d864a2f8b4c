import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { PermissionQuery } from './lists';
import type { PermissionList } from './types';

export const fetchPermissions = (query: PermissionQuery, signal?: AbortSignal) =>
  api.get<PermissionList>('/api/apps/permissions', { query: listQueryParams(query), signal });

export const permissionsQueries = {
  all: ['permissions'] as const,
  list: listQueryOptions(['permissions'], fetchPermissions),
};
