import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from './list-query';

/**
 * The query options of a server-side list: keyed by its whole query (what is not given takes the API's
 * defaults, so a figure and the list share their cache when they ask the same), and keeping the previous page
 * on screen while the next one loads (no flash of skeleton).
 */
export const listQueryOptions =
  <Q extends ListQuery, T>(key: readonly string[], fetcher: (query: Q, signal?: AbortSignal) => Promise<T>) =>
  (given: Partial<Q>) => {
    const query = { q: '', page: 1, itemsPerPage: 10, filters: {}, ...given } as Q;
    return queryOptions({
      queryKey: [...key, 'list', query] as const,
      queryFn: ({ signal }) => fetcher(query, signal),
      placeholderData: keepPreviousData,
    });
  };
