import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AccountSection } from './account-sections';

type Saved = Partial<Record<AccountSection, object>>;

/**
 * What the signed-in user's account settings keep (GET /api/account/settings, docs/api.md "Account"). The page
 * loads it before its tabs render, so each card reads its section at once.
 */
export const accountSettingsQuery = queryOptions({
  queryKey: ['account-settings'] as const,
  queryFn: ({ signal }) => api.get<Saved>('/api/account/settings', { signal }),
});

/**
 * Reads a section from what the page loaded, over its defaults. The page renders its cards only once the query
 * has data, so the cards read it from the cache at once.
 */
export function useSavedSections() {
  const { data = {} } = useQuery(accountSettingsQuery);
  return <T extends object>(section: AccountSection, defaults: T): T => ({
    ...defaults,
    ...(data[section] as Partial<T> | undefined),
  });
}

/** Keeps a section for this user (PUT /api/account/settings/:section), and in what the page loaded. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  return async (section: AccountSection, value: object): Promise<void> => {
    await api.put(`/api/account/settings/${section}`, value);
    queryClient.setQueryData(accountSettingsQuery.queryKey, (old) => ({ ...old, [section]: value }));
  };
}
