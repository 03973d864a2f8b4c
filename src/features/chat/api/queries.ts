import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatOverview, ChatThread } from './types';

export const chatQueries = {
  overview: () =>
    queryOptions({
      queryKey: ['chat', 'overview'],
      queryFn: ({ signal }) => api.get<ChatOverview>('/api/apps/chat', { signal }),
    }),
  thread: (contactId: number) =>
    queryOptions({
      queryKey: ['chat', 'thread', contactId],
      queryFn: ({ signal }) => api.get<ChatThread>(`/api/apps/chat/conversations/${contactId}`, { signal }),
    }),
};
