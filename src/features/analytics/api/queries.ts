import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { AnalyticsDashboard } from './dashboard-types';
import type { ProjectQuery } from './lists';
import type { AnalyticsProjectList } from './types';

export const fetchAnalyticsProjects = (query: ProjectQuery, signal?: AbortSignal) =>
  api.get<AnalyticsProjectList>('/api/dashboard/analytics/projects', { query: listQueryParams(query), signal });

export const analyticsQueries = {
  all: ['analytics'] as const,
  projects: listQueryOptions(['analytics', 'projects'], fetchAnalyticsProjects),
  /** The widgets' figures: the timeline's texts follow the interface language, so the key carries it. */
  dashboard: (language: string) =>
    queryOptions({
      queryKey: ['analytics', 'dashboard', language] as const,
      queryFn: ({ signal }) => api.get<AnalyticsDashboard>('/api/dashboard/analytics', { signal }),
    }),
};
