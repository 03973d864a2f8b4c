import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ComposeInput, EmailBatch, EmailPatch } from './email-input';
import type { Email } from './types';

/** Lists, counts and open messages all follow a change. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['email'] });
}

/** Sends the message or keeps it as a draft (`draft: true`). */
export function useWriteEmail() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ComposeInput) => api.post<Email>('/api/apps/email', input),
    onSuccess: invalidate,
  });
}

export function usePatchEmail() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...patch }: EmailPatch & { id: number }) => api.patch<Email>(`/api/apps/email/${id}`, patch),
    onSettled: invalidate,
  });
}

export function useBatchEmails() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (batch: EmailBatch) => api.post<{ ids: number[] }>('/api/apps/email/batch', batch),
    onSettled: invalidate,
  });
}
