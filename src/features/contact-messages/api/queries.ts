import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { ContactMessageQuery } from './lists';
import type { ContactMessage, ContactMessageList } from './types';

export const fetchContactMessages = (query: ContactMessageQuery, signal?: AbortSignal) =>
  api.get<ContactMessageList>('/api/contact/messages', { query: listQueryParams(query), signal });

export const contactMessagesQueries = {
  all: ['contact-messages'] as const,
  list: listQueryOptions(['contact-messages'], fetchContactMessages),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['contact-messages', 'detail', id],
      queryFn: ({ signal }) => api.get<ContactMessage>(`/api/contact/messages/${encodeURIComponent(id)}`, { signal }),
    }),
};
