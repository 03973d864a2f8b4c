import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CrmDashboard } from './types';

export const crmQueries = {
  /** The body's texts follow the interface language (Accept-Language), so the key carries it. */
  dashboard: (language: string) =>
    queryOptions({
      queryKey: ['dashboards', 'crm', language] as const,
      queryFn: ({ signal }) => api.get<CrmDashboard>('/api/dashboard/crm', { signal }),
    }),
};
