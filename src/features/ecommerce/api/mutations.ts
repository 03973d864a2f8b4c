import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Collection = 'products' | 'orders' | 'reviews';

/** Deletes one record, then refreshes every list of that collection (and the dashboard built on it). */
export function useDeleteRecord(collection: Collection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/apps/ecommerce/${collection}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ecommerce'] }),
  });
}
