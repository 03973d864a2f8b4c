import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProfileHeaderAnswer, ProfileTab, ProfileTabData } from './types';

export const profileQueries = {
  all: ['profile'] as const,
  header: () =>
    queryOptions({
      queryKey: ['profile', 'header'] as const,
      queryFn: ({ signal }) => api.get<ProfileHeaderAnswer>('/api/pages/profile/header', { signal }),
    }),
  tab: <T extends ProfileTab>(tab: T) =>
    queryOptions({
      queryKey: ['profile', 'tab', tab] as const,
      queryFn: ({ signal }) => api.get<ProfileTabData[T]>('/api/pages/profile', { query: { tab }, signal }),
    }),
};
