import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FaqGroup, FaqParams } from './types';

export const faqQueries = {
  all: ['faq'] as const,
  /** Results stay on screen while the next search loads, so typing never flashes a skeleton. */
  groups: (params: FaqParams) =>
    queryOptions({
      queryKey: ['faq', 'groups', params] as const,
      queryFn: ({ signal }) => api.get<FaqGroup[]>('/api/pages/faq', { query: { q: params.q || undefined }, signal }),
      placeholderData: keepPreviousData,
    }),
};
