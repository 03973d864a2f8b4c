import { QueryClient } from '@tanstack/react-query';
import { ApiError, RequestTimeoutError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A call that timed out is not tried again: the reader has waited long enough and gets the retry button.
        retry: (count, error) =>
          count < 2 &&
          !(error instanceof RequestTimeoutError) &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
