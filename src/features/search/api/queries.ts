import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SearchGroup } from './types';

export const searchQueries = {
  all: ['app-bar-search'] as const,
  results: (q: string) =>
    queryOptions({
      queryKey: [...searchQueries.all, q],
      queryFn: ({ signal }) => api.get<SearchGroup[]>('/api/app-bar/search', { query: { q }, signal }),
      staleTime: Infinity,
    }),
};
