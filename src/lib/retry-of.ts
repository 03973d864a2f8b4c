import type { UseQueryResult } from '@tanstack/react-query';

/** A widget's retry: offered once the query failed with nothing to show, absent otherwise. */
export const retryOf = (query: Pick<UseQueryResult, 'isError' | 'data' | 'refetch'>) =>
  query.isError && !query.data ? () => void query.refetch() : undefined;
