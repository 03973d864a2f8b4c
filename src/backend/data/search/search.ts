import type { RouteName } from '@/config/paths';
import { foldText } from '@/lib/text-match';
import type { ApiLanguage } from '@/mocks/utils';
import type { SearchGroup } from '@/features/search/api/types';
import type { SearchCategory } from './search-data';

export const maxChildrenPerGroup = 5;

/**
 * Titles in the reader's language that contain the text, ignoring case and accents; only pages the user may
 * open; groups without a match dropped; at most 5 children each.
 */
export function searchGroups(
  data: SearchCategory[],
  q: string,
  lang: ApiLanguage,
  mayList: (url: RouteName) => boolean,
): SearchGroup[] {
  const needle = foldText(q.trim());
  return data
    .map((group) => ({
      title: group.title[lang],
      category: group.category,
      children: group.children
        .filter((c) => mayList(c.url) && foldText(c.title[lang]).includes(needle))
        .slice(0, maxChildrenPerGroup)
        .map((c) => ({ title: c.title[lang], url: c.url })),
    }))
    .filter((group) => group.children.length > 0);
}
