import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** A callback that starts a query now (e.g. in an event handler), so a render that needs it finds it in flight. */
export function usePrefetch<Q, TData, TError, TKey extends QueryKey>(
  options: (query: Q) => FetchQueryOptions<TData, TError, TData, TKey>,
) {
  const queryClient = useQueryClient();
  return useCallback((query: Q) => void queryClient.prefetchQuery(options(query)), [queryClient, options]);
}
