import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChartsData } from './types';

/** GET /api/pages/charts; the app refetches every query when the language changes (app/providers.tsx). */
export const chartsQuery = queryOptions({
  queryKey: ['charts'] as const,
  queryFn: ({ signal }) => api.get<ChartsData>('/api/pages/charts', { signal }),
});
