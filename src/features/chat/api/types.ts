import { z } from 'zod';

/** docs/api.md, "Chat". A person's availability, as they set it (`PUT /api/apps/chat/presence`). */
export const presences = ['online', 'away', 'busy', 'offline'] as const;
export type Presence = (typeof presences)[number];

/** sent → delivered (the recipient's client received it) → read (they opened the conversation). */
export const messageStatuses = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Someone one can chat with, or the signed-in user: texts in the reader's language. */
export interface ChatPerson {
  id: number;
  fullName: string;
  /** Job title. */
  title: string;
  company: string;
  city: string;
  email: string;
  phone: string;
  about: string;
  presence: Presence;
}

export interface ChatMessage {
  id: number;
  from: number;
  to: number;
  /** As written; the sample conversations' texts in the reader's language. */
  text: string;
  /** ISO 8601. */
  sentAt: string;
  status: MessageStatus;
}

/** One conversation in the list: its last message and how many of the contact's messages are not read yet. */
export interface ChatConversation {
  contactId: number;
  lastMessage: ChatMessage;
  unread: number;
}

/** `GET /api/apps/chat`: the signed-in user, every contact, and the conversations, newest first. */
export interface ChatOverview {
  me: ChatPerson;
  contacts: ChatPerson[];
  conversations: ChatConversation[];
}

/** `GET /api/apps/chat/conversations/:contactId`: the contact and the messages, oldest first. */
export interface ChatThread {
  contact: ChatPerson;
  messages: ChatMessage[];
}

/** What the live stream (`GET /api/apps/chat/events`) pushes, one Server-Sent Event each (`event:` is `type`). */
export type ChatEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'status'; ids: number[]; status: MessageStatus }
  | { type: 'presence'; userId: number; presence: Presence };

/** The longest message, in characters. */
export const maxMessageLength = 2000;

/** One schema for the composer and the API; messages are keys of the `chat` namespace. */
export const messageInputSchema = z.object({
  text: z
    .string('validation.empty')
    .trim()
    .min(1, 'validation.empty')
    .max(maxMessageLength, 'validation.tooLong')
    .refine((text) => !text.includes('\0'), 'validation.invalid'),
});

export const presenceInputSchema = z.object({ presence: z.enum(presences, 'validation.presence') });
