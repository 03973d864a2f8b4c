import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { VehicleQuery } from './lists';
import type { LogisticsDashboard, VehicleList } from './types';

export const fetchVehicles = (query: VehicleQuery, signal?: AbortSignal) =>
  api.get<VehicleList>('/api/dashboard/logistics/vehicles', { query: listQueryParams(query), signal });

export const logisticsQueries = {
  /** The body's texts follow the interface language (Accept-Language), so the key carries it. */
  dashboard: (language: string) =>
    queryOptions({
      queryKey: ['dashboards', 'logistics', language] as const,
      queryFn: ({ signal }) => api.get<LogisticsDashboard>('/api/dashboard/logistics', { signal }),
    }),
  vehicles: listQueryOptions(['dashboards', 'logistics', 'vehicles'], fetchVehicles),
};
