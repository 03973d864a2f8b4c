import { type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListQuery, ListSpec } from '@/lib/list-query';
import { useTableUrlState } from './use-table-url-state';

/**
 * A server-side list: its state in the URL and its query, both typed by the list's spec. The next view's
 * request starts in the event handler that changes the view, so the render that follows finds it in flight.
 */
export function useServerTable<F extends string, S extends string, TData, TKey extends QueryKey>(
  spec: ListSpec<F, S>,
  list: (query: ListQuery<F, S>) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const queryClient = useQueryClient();
  const prefetch = useCallback((query: ListQuery<F, S>) => queryClient.prefetchQuery(list(query)), [queryClient, list]);
  const table = useTableUrlState(spec, { prefetch });
  const query = useQuery(list(table.state));
  return { table, query };
}
