import type { QueryClient } from '@tanstack/react-query';
import { chatQueries } from './queries';
import type { ChatMessage, ChatOverview, ChatThread, MessageStatus, Presence } from './types';

/**
 * How a message, a status or a presence (sent here or pushed by the live stream) changes what the screen
 * already holds, without asking the API again.
 */
export function addMessage(client: QueryClient, message: ChatMessage, meId: number) {
  const contactId = message.from === meId ? message.to : message.from;
  client.setQueryData(chatQueries.thread(contactId).queryKey, (thread: ChatThread | undefined) =>
    thread && !thread.messages.some((m) => m.id === message.id)
      ? { ...thread, messages: [...thread.messages, message] }
      : thread,
  );
  client.setQueryData(chatQueries.overview().queryKey, (overview: ChatOverview | undefined) => {
    if (!overview) return overview;
    const current = overview.conversations.find((c) => c.contactId === contactId);
    if (current && current.lastMessage.id >= message.id) return overview;
    const unread = (current?.unread ?? 0) + (message.to === meId && message.status !== 'read' ? 1 : 0);
    return {
      ...overview,
      conversations: [
        { contactId, lastMessage: message, unread },
        ...overview.conversations.filter((c) => c.contactId !== contactId),
      ],
    };
  });
}

const order: MessageStatus[] = ['sent', 'delivered', 'read'];
/** A status never goes back (a late "delivered" after "read"). */
const advanced = (message: ChatMessage, ids: number[], status: MessageStatus) =>
  ids.includes(message.id) && order.indexOf(status) > order.indexOf(message.status) ? { ...message, status } : message;

export function setStatuses(client: QueryClient, ids: number[], status: MessageStatus) {
  client.setQueriesData(
    { queryKey: ['chat', 'thread'] },
    (thread: ChatThread | undefined) =>
      thread && { ...thread, messages: thread.messages.map((m) => advanced(m, ids, status)) },
  );
  client.setQueryData(chatQueries.overview().queryKey, (overview: ChatOverview | undefined) => {
    if (!overview) return overview;
    return {
      ...overview,
      conversations: overview.conversations.map((c) => ({ ...c, lastMessage: advanced(c.lastMessage, ids, status) })),
    };
  });
}

/** The contact's messages were read here: no unread badge left. */
export function clearUnread(client: QueryClient, contactId: number) {
  client.setQueryData(
    chatQueries.overview().queryKey,
    (overview: ChatOverview | undefined) =>
      overview && {
        ...overview,
        conversations: overview.conversations.map((c) => (c.contactId === contactId ? { ...c, unread: 0 } : c)),
      },
  );
}

export function setPresence(client: QueryClient, userId: number, presence: Presence) {
  client.setQueryData(chatQueries.overview().queryKey, (overview: ChatOverview | undefined) => {
    if (!overview) return overview;
    const change = <P extends { id: number }>(person: P) => (person.id === userId ? { ...person, presence } : person);
    return { ...overview, me: change(overview.me), contacts: overview.contacts.map(change) };
  });
  client.setQueriesData({ queryKey: ['chat', 'thread'] }, (thread: ChatThread | undefined) =>
    thread && thread.contact.id === userId ? { ...thread, contact: { ...thread.contact, presence } } : thread,
  );
}
