import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HelpArticle, HelpCenterData } from './types';

export const helpCenterQueries = {
  all: ['help-center'] as const,
  page: () =>
    queryOptions({
      queryKey: [...helpCenterQueries.all, 'page'] as const,
      queryFn: ({ signal }) => api.get<HelpCenterData>('/api/pages/help-center', { signal }),
    }),
  article: () =>
    queryOptions({
      queryKey: [...helpCenterQueries.all, 'article'] as const,
      queryFn: ({ signal }) => api.get<HelpArticle>('/api/pages/help-center/article', { signal }),
    }),
};
