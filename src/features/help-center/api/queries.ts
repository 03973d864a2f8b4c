import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HelpArticlePage, HelpCenterData } from './types';

export const helpCenterQueries = {
  all: ['help-center'] as const,
  /** Results stay on screen while the next search loads, so typing never flashes a skeleton. */
  page: (q: string) =>
    queryOptions({
      queryKey: [...helpCenterQueries.all, 'page', { q }] as const,
      queryFn: ({ signal }) =>
        api.get<HelpCenterData>('/api/pages/help-center', { query: { q: q.trim() || undefined }, signal }),
      placeholderData: keepPreviousData,
    }),
  article: (slug: string) =>
    queryOptions({
      queryKey: [...helpCenterQueries.all, 'article', slug] as const,
      queryFn: ({ signal }) => api.get<HelpArticlePage>('/api/pages/help-center/article', { query: { slug }, signal }),
    }),
};
