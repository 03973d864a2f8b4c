import type { QueryClient } from '@tanstack/react-query';
import { chatQueries } from './queries';
import type { ChatMessage, ChatOverview, ChatThread, MessageStatus, Presence } from './types';

const order: MessageStatus[] = ['sent', 'delivered', 'read'];
const later = (a: MessageStatus, b: MessageStatus | undefined) =>
  b !== undefined && order.indexOf(b) > order.indexOf(a) ? b : a;

/**
 * Statuses pushed for messages this screen does not hold yet: the recipient may read a message before the
 * answer to its sending arrives here. Kept per query client, applied when the message comes.
 */
const early = new WeakMap<QueryClient, Map<number, MessageStatus>>();
const earlyOf = (client: QueryClient) => early.get(client) ?? early.set(client, new Map()).get(client)!;

/**
 * How a message, a status or a presence (sent here or pushed by the live stream) changes what the screen
 * already holds, without asking the API again.
 */
export function addMessage(client: QueryClient, arrived: ChatMessage, meId: number) {
  const message = { ...arrived, status: later(arrived.status, earlyOf(client).get(arrived.id)) };
  earlyOf(client).delete(arrived.id);
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

/** A status never goes back (a late "delivered" after "read"). */
const advanced = (message: ChatMessage, ids: number[], status: MessageStatus) =>
  ids.includes(message.id) && later(message.status, status) !== message.status ? { ...message, status } : message;

export function setStatuses(client: QueryClient, ids: number[], status: MessageStatus) {
  const held = new Set(
    client
      .getQueriesData<ChatThread>({ queryKey: ['chat', 'thread'] })
      .flatMap(([, thread]) => thread?.messages.map((m) => m.id) ?? []),
  );
  for (const id of ids) if (!held.has(id)) earlyOf(client).set(id, later(earlyOf(client).get(id) ?? 'sent', status));
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

/** The contact's messages were read here: read in the conversation, no unread badge left. */
export function clearUnread(client: QueryClient, contactId: number) {
  client.setQueryData(
    chatQueries.thread(contactId).queryKey,
    (thread: ChatThread | undefined) =>
      thread && {
        ...thread,
        messages: thread.messages.map((m) =>
          m.from === contactId && m.status !== 'read' ? { ...m, status: 'read' as const } : m,
        ),
      },
  );
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
