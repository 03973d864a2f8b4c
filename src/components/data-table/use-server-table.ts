import { type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiQuery, TableStateOptions } from './table-url-state';
import { useTableUrlState } from './use-table-url-state';

/**
 * A server-side list: its state in the URL and its query. The next view's request starts in the event
 * handler that changes the view, so the render that follows finds it in flight.
 */
export function useServerTable<TData, TKey extends QueryKey>(
  list: (query: ApiQuery) => UseQueryOptions<TData, Error, TData, TKey>,
  opts: TableStateOptions = {},
) {
  const queryClient = useQueryClient();
  const prefetch = useCallback((query: ApiQuery) => queryClient.prefetchQuery(list(query)), [queryClient, list]);
  const table = useTableUrlState({ ...opts, prefetch });
  const query = useQuery(list(table.apiQuery));
  return { table, query };
}
