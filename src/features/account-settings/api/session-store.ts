import { queryOptions } from '@tanstack/react-query';
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

let loaded: Saved = {};

/** Called with what the page loaded: the cards read their sections from it. */
export function setLoaded(saved: Saved) {
  loaded = saved;
}

export function loadSaved<T extends object>(section: AccountSection, defaults: T): T {
  return { ...defaults, ...(loaded[section] as Partial<T> | undefined) };
}

/** Keeps a section for this user (PUT /api/account/settings/:section). */
export async function save(section: AccountSection, value: object): Promise<void> {
  await api.put(`/api/account/settings/${section}`, value);
  loaded = { ...loaded, [section]: value };
}
