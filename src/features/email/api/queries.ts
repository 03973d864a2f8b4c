import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { EmailQuery } from './lists';
import type { EmailDetail, EmailList } from './types';

export const fetchEmails = (query: EmailQuery, signal?: AbortSignal) =>
  api.get<EmailList>('/api/apps/email', { query: listQueryParams(query), signal });

export const emailQueries = {
  all: ['email'] as const,
  list: listQueryOptions(['email'], fetchEmails),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['email', 'detail', id],
      queryFn: ({ signal }) => api.get<EmailDetail>(`/api/apps/email/${id}`, { signal }),
    }),
};
