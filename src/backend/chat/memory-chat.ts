import { summariesOf, threadOf, toAdvance } from '@/backend/data/chat/chat-records';
import type { Db } from '@/mocks/db';
import type { ChatStore } from './chat-store';

/** The static demo's chat (docs/api.md, "Chat"), over the in-memory collections. */
export function memoryChat(db: Db): ChatStore {
  return {
    thread: async (userId, contactId) => threadOf(db.chatMessages, userId, contactId),
    summaries: async (userId) => summariesOf(db.chatMessages, userId),
    message: async (id) => db.chatMessages.find((message) => message.id === id),
    send: async (message) => {
      const stored = {
        id: db.chatMessages.reduce((last, m) => Math.max(last, m.id), 0) + 1,
        ...message,
        status: 'sent' as const,
      };
      db.chatMessages.push(stored);
      return stored;
    },
    advance: async (status, to, only) => {
      const changed = toAdvance(db.chatMessages, status, to, only);
      for (const message of changed) message.status = status;
      return changed;
    },
    presences: async () => new Map(db.chatPresence),
    setPresence: async (userId, presence) => void db.chatPresence.set(userId, presence),
  };
}
