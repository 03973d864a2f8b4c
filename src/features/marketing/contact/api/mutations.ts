import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContactCreated, ContactMessage } from './types';

export const sendContactMessage = (body: ContactMessage) => api.post<ContactCreated>('/api/contact', body);

/** POST /api/contact. The caller shows the toasts (docs/spec.md §8) through `onSuccess` / `onError`. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
