import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addMessage, clearUnread, setPresence } from './cache';
import type { ChatMessage, ChatPerson, Presence } from './types';

/** Sends a message to this contact; once answered, it is in the conversation and the list. */
export function useSendMessage(meId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, text }: { contactId: number; text: string }) =>
      api.post<ChatMessage>(`/api/apps/chat/conversations/${contactId}/messages`, { text }),
    onSuccess: (message) => addMessage(client, message, meId),
  });
}

/** The contact's messages are read (the conversation is open). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) => api.post<{ read: number }>(`/api/apps/chat/conversations/${contactId}/read`, {}),
    onSuccess: (_, contactId) => clearUnread(client, contactId),
  });
}

export function useSetPresence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (presence: Presence) => api.put<ChatPerson>('/api/apps/chat/presence', { presence }),
    onSuccess: (me) => setPresence(client, me.id, me.presence),
  });
}
