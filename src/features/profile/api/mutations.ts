import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueries } from './queries';

/** Whom a Connect button names: a person of the Connections tab (`id`), or the profile's person (none). */
export interface ConnectionChange {
  id?: number;
  connected: boolean;
}

/**
 * Connects the signed-in user with that person or leaves them (PUT or DELETE, docs/api.md "Pages"); stays
 * pending until the page's answers are fetched again, so a button and the counts change together.
 */
export function useSetConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, connected }: ConnectionChange) => {
      const path = id === undefined ? '/api/pages/profile/connection' : `/api/pages/profile/connections/${id}`;
      return connected ? api.put(path) : api.delete(path);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueries.all }),
  });
}
