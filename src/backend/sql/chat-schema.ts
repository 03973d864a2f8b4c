/** The chat's tables (docs/api.md, "Chat"), re-exported by schema.ts. */
import { index, integer, json, pgTable, text } from 'drizzle-orm/pg-core';

/** One row per message; `text` is what was written (a string), or a sample's text per language. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey(),
    sender: integer('sender').notNull(),
    recipient: integer('recipient').notNull(),
    /** ISO 8601. */
    sentAt: text('sent_at').notNull(),
    status: text('status').notNull(),
    text: json('text').notNull(),
  },
  (t) => [
    index('chat_messages_pair').on(t.sender, t.recipient, t.id),
    index('chat_messages_recipient_status').on(t.recipient, t.status),
  ],
);

/** The presence each user set. */
export const chatPresence = pgTable('chat_presence', {
  userId: integer('user_id').primaryKey(),
  presence: text('presence').notNull(),
});
