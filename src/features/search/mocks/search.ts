import type { SearchGroup } from '../api/types';

export const maxChildrenPerGroup = 5;

/** Case-insensitive title match; groups without a match are dropped; at most 5 children each. */
export function searchGroups(data: SearchGroup[], q: string): SearchGroup[] {
  const needle = q.trim().toLowerCase();
  return data
    .map((group) => ({
      ...group,
      children: group.children
        .filter((c) => c.title.toLowerCase().includes(needle))
        .slice(0, maxChildrenPerGroup),
    }))
    .filter((group) => group.children.length > 0);
}
