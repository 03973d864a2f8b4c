import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { searchQueries } from '../api/queries';
import type { SearchChild } from '../api/types';
import type { ResolveLink, SearchOption, SearchOptionGroup } from './search-types';

const maxPerGroup = 5;

/** Offered when the field is empty or nothing matches; titles are fallbacks for routes the menu does not label. */
export const suggestedPages: SearchChild[] = [
  { title: 'Analytics', url: 'dashboards-analytics' },
  { title: 'eCommerce', url: 'dashboards-ecommerce' },
  { title: 'User List', url: 'apps-user-list' },
  { title: 'Products', url: 'apps-ecommerce-product-list' },
  { title: 'Account Settings', url: 'pages-account-settings-tab' },
  { title: 'FAQ', url: 'pages-faq' },
];

const maxSuggestions = 4;

/**
 * The popular pages the user may open; when the ability forbids them all (the client account), the pages of
 * the menu it may open instead, so the list is never empty.
 */
function suggestionsFor(resolve?: ResolveLink): SearchChild[] {
  const allowed = suggestedPages.filter((s) => !resolve?.(s.url)?.hidden);
  if (allowed.length > 0) return allowed;
  return (resolve?.allowed ?? []).slice(0, maxSuggestions).map((url) => ({ title: url, url }));
}

/** API results keep the API's title (in the reader's language, what matched); other lists take the menu's label. */
function toOptions(groupId: string, children: SearchChild[], resolve?: ResolveLink, keepTitle = false): SearchOption[] {
  return children.flatMap((child) => {
    const link = resolve?.(child.url);
    if (link?.hidden) return [];
    return [
      {
        id: `search-option-${groupId}-${child.url}`,
        url: child.url,
        label: keepTitle ? child.title : (link?.label ?? child.title),
        parent: link?.parent,
        params: link?.params,
      },
    ];
  });
}

export function useSearchOptions(q: string, recent: SearchChild[], resolve?: ResolveLink) {
  const { t } = useTranslation();
  const needle = q.trim();
  const query = useQuery({
    ...searchQueries.results(needle),
    enabled: needle !== '',
    placeholderData: keepPreviousData,
  });

  const groups = useMemo<SearchOptionGroup[]>(() => {
    if (needle === '') {
      return [
        { id: 'recent', label: t('search.recent'), options: toOptions('recent', recent, resolve) },
        {
          id: 'suggested',
          label: t('search.suggestions'),
          options: toOptions(
            'suggested',
            suggestionsFor(resolve).filter((s) => !recent.some((r) => r.url === s.url)),
            resolve,
          ),
        },
      ].filter((g) => g.options.length > 0);
    }
    const fromApi = (query.data ?? []).map((g) => ({
      id: g.category,
      label: t(`search.categories.${g.category}`, { defaultValue: g.title }),
      options: toOptions(g.category, g.children, resolve, true),
    }));
    const found = new Set(fromApi.flatMap((g) => g.options.map((o) => o.url)));
    // Only once the API answered this text, so options don't move under the keyboard.
    const answered = query.isSuccess && !query.isPlaceholderData;
    const menuOnly = (answered ? (resolve?.match?.(needle) ?? []) : [])
      .filter((url) => !found.has(url))
      .slice(0, maxPerGroup)
      .map((url) => ({ title: url, url }));
    return [
      ...fromApi,
      { id: 'menu', label: t('search.menuMatches'), options: toOptions('menu', menuOnly, resolve) },
    ].filter((g) => g.options.length > 0);
  }, [needle, recent, resolve, query.data, query.isSuccess, query.isPlaceholderData, t]);

  const suggestions = useMemo(
    () => toOptions('fallback', suggestionsFor(resolve), resolve).slice(0, maxSuggestions),
    [resolve],
  );

  return {
    groups,
    suggestions,
    /** True once the answer for the current text has arrived (not the previous text's). */
    settled: needle === '' || (query.isSuccess && !query.isPlaceholderData),
    loading: needle !== '' && query.isFetching,
    error: needle !== '' && query.isError,
  };
}
