import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { ProjectQuery } from './lists';
import type { AnalyticsProjectList } from './types';

export const fetchAnalyticsProjects = (query: ProjectQuery, signal?: AbortSignal) =>
  api.get<AnalyticsProjectList>('/api/dashboard/analytics/projects', { query: listQueryParams(query), signal });

export const analyticsQueries = {
  all: ['analytics'] as const,
  projects: listQueryOptions(['analytics', 'projects'], fetchAnalyticsProjects),
};
