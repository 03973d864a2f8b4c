import type { MessageStatus, Presence } from '@/features/chat/api/types';
import type { StoredSummary } from '@/backend/data/chat/chat-records';
import type { StoredChatMessage } from '@/backend/data/chat/seed';

/** The chat's part of the `Store` (docs/api.md, "Chat"): messages between two people, and the presence they set. */
export interface ChatStore {
  /** The latest messages between the two (`threadLimit`), oldest first. */
  thread(userId: number, contactId: number): Promise<StoredChatMessage[]>;
  /** Each conversation of this user, newest first: its last message and the contact's messages not read yet. */
  summaries(userId: number): Promise<StoredSummary[]>;
  /** The message of this id (another process's hub read it: `PostgresHub`). */
  message(id: number): Promise<StoredChatMessage | undefined>;
  /** Keeps it under the next id, `sent`. */
  send(message: Omit<StoredChatMessage, 'id' | 'status'>): Promise<StoredChatMessage>;
  /**
   * Moves the messages to `to` (only those from `from`, only `ids`, when given) whose status comes before this
   * one to it; answers the messages changed.
   */
  advance(
    status: Exclude<MessageStatus, 'sent'>,
    to: number,
    only?: { from?: number; ids?: number[] },
  ): Promise<StoredChatMessage[]>;
  /** The presence each user set (users who never set one are absent). */
  presences(): Promise<Map<number, Presence>>;
  setPresence(userId: number, presence: Presence): Promise<void>;
}
