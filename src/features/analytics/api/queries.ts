import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AnalyticsProjectList } from './types';

export type ProjectListQuery = Record<string, string | number | undefined>;

export const fetchAnalyticsProjects = (query: ProjectListQuery, signal?: AbortSignal) =>
  api.get<AnalyticsProjectList>('/api/dashboard/analytics/projects', { query, signal });

export const analyticsQueries = {
  all: ['analytics'] as const,
  /** The table keeps the previous page on screen while the next one loads (no flash of skeleton). */
  projects: (query: ProjectListQuery) =>
    queryOptions({
      queryKey: ['analytics', 'projects', 'list', query] as const,
      queryFn: ({ signal }) => fetchAnalyticsProjects(query, signal),
      placeholderData: keepPreviousData,
    }),
};
