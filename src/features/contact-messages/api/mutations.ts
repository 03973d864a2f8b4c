import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContactMessage } from './types';

/** Every inbox query (pages, details) is refreshed after a change. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['contact-messages'] });
}

export function useSetHandled() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api.patch<ContactMessage>(`/api/contact/messages/${encodeURIComponent(id)}`, { handled }),
    onSettled: invalidate,
  });
}

export function useDeleteContactMessage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/contact/messages/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}
