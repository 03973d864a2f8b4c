import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SalesDetail } from './types';

const fetchSalesDetails = (signal?: AbortSignal) => api.get<SalesDetail[]>('/api/pages/datatable', { signal });

/** The call answers the whole list (docs/spec.md §7): one cache entry serves every view of the table. */
export const datatableQueries = {
  sales: () =>
    queryOptions({
      queryKey: ['datatable', 'sales'] as const,
      queryFn: ({ signal }) => fetchSalesDetails(signal),
    }),
};
