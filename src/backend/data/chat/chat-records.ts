import type { ApiLanguage } from '@/mocks/utils';
import type { ChatMessage, MessageStatus } from '@/features/chat/api/types';
import type { StoredChatMessage } from './seed';

/** How many of a conversation's latest messages `GET …/conversations/:contactId` answers. */
export const threadLimit = 200;

export const localiseMessage = (message: StoredChatMessage, language: ApiLanguage): ChatMessage => ({
  id: message.id,
  from: message.from,
  to: message.to,
  text: typeof message.text === 'string' ? message.text : message.text[language],
  sentAt: message.sentAt,
  status: message.status,
});

/** The other person of a message this user sent or received. */
export const otherOf = (message: StoredChatMessage, userId: number) =>
  message.from === userId ? message.to : message.from;

const between = (message: StoredChatMessage, a: number, b: number) =>
  (message.from === a && message.to === b) || (message.from === b && message.to === a);

/** The latest messages between the two, oldest first. */
export const threadOf = (messages: StoredChatMessage[], a: number, b: number) =>
  messages
    .filter((message) => between(message, a, b))
    .sort((x, y) => x.id - y.id)
    .slice(-threadLimit);

export interface StoredSummary {
  contactId: number;
  lastMessage: StoredChatMessage;
  unread: number;
}

/** Each conversation of this user: its last message and the contact's messages not read yet; newest first. */
export function summariesOf(messages: StoredChatMessage[], userId: number): StoredSummary[] {
  const byContact = new Map<number, StoredSummary>();
  for (const message of messages) {
    if (message.from !== userId && message.to !== userId) continue;
    const contactId = otherOf(message, userId);
    const summary = byContact.get(contactId) ?? { contactId, lastMessage: message, unread: 0 };
    if (message.id > summary.lastMessage.id) summary.lastMessage = message;
    if (message.to === userId && message.status !== 'read') summary.unread += 1;
    byContact.set(contactId, summary);
  }
  return [...byContact.values()].sort((a, b) => b.lastMessage.id - a.lastMessage.id);
}

/** The messages to `to` (from `from` when given, only `ids` when given) whose status comes before `status`. */
export function toAdvance(
  messages: StoredChatMessage[],
  status: Exclude<MessageStatus, 'sent'>,
  to: number,
  only: { from?: number; ids?: number[] } = {},
) {
  const before: MessageStatus[] = status === 'read' ? ['sent', 'delivered'] : ['sent'];
  return messages.filter(
    (message) =>
      message.to === to &&
      before.includes(message.status) &&
      (only.from === undefined || message.from === only.from) &&
      (only.ids === undefined || only.ids.includes(message.id)),
  );
}
