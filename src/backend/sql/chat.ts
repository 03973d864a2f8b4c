import { and, asc, count, desc, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import type { MessageStatus, Presence } from '@/features/chat/api/types';
import { threadLimit } from '@/backend/data/chat/chat-records';
import type { StoredChatMessage } from '@/backend/data/chat/seed';
import type { ChatStore } from '../chat/chat-store';
import { chatMessages as m, chatPresence } from './chat-schema';
import type { Database } from './sql-store';

const columns = { id: m.id, from: m.sender, to: m.recipient, text: m.text, sentAt: m.sentAt, status: m.status };

type Row = { id: number; from: number; to: number; text: unknown; sentAt: string; status: string };
const stored = (row: Row) => row as StoredChatMessage;

export const chatMessageRow = (message: StoredChatMessage) => ({
  id: message.id,
  sender: message.from,
  recipient: message.to,
  sentAt: message.sentAt,
  status: message.status,
  text: message.text,
});

/** The server's chat (docs/api.md, "Chat"): the same answers as `memory-chat.ts`, in SQL. */
export function chat(db: Database): ChatStore {
  return {
    async thread(userId, contactId) {
      const pair = or(
        and(eq(m.sender, userId), eq(m.recipient, contactId)),
        and(eq(m.sender, contactId), eq(m.recipient, userId)),
      );
      const rows = await db.select(columns).from(m).where(pair).orderBy(desc(m.id)).limit(threadLimit);
      return rows.reverse().map(stored);
    },
    async summaries(userId) {
      // One literal, not a parameter per use: DISTINCT ON must see the very expression ORDER BY starts with.
      const user = sql.raw(String(Math.trunc(userId)));
      const other = sql<number>`case when ${m.sender} = ${user} then ${m.recipient} else ${m.sender} end`;
      const [last, unread] = await Promise.all([
        db
          .selectDistinctOn([other], { contactId: other, ...columns })
          .from(m)
          .where(or(eq(m.sender, userId), eq(m.recipient, userId)))
          .orderBy(other, desc(m.id)),
        db
          .select({ from: m.sender, n: count() })
          .from(m)
          .where(and(eq(m.recipient, userId), ne(m.status, 'read')))
          .groupBy(m.sender),
      ]);
      const unreadOf = new Map(unread.map((row) => [row.from, Number(row.n)]));
      return last
        .map(({ contactId, ...row }) => ({
          contactId: Number(contactId),
          lastMessage: stored(row),
          unread: unreadOf.get(Number(contactId)) ?? 0,
        }))
        .sort((a, b) => b.lastMessage.id - a.lastMessage.id);
    },
    async message(id) {
      const [row] = await db.select(columns).from(m).where(eq(m.id, id));
      return row && stored(row);
    },
    send: (message) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx.execute(sql`lock table ${m} in exclusive mode`);
        const [last] = await tx.select({ id: max(m.id) }).from(m);
        const next: StoredChatMessage = { id: (last?.id ?? 0) + 1, ...message, status: 'sent' };
        await tx.insert(m).values(chatMessageRow(next));
        return next;
      }),
    async advance(status, to, only = {}) {
      const before: MessageStatus[] = status === 'read' ? ['sent', 'delivered'] : ['sent'];
      if (only.ids && !only.ids.length) return [];
      const rows = await db
        .update(m)
        .set({ status })
        .where(
          and(
            eq(m.recipient, to),
            inArray(m.status, before),
            only.from === undefined ? undefined : eq(m.sender, only.from),
            only.ids === undefined ? undefined : inArray(m.id, only.ids),
          ),
        )
        .returning(columns);
      return rows.map(stored).sort((a, b) => a.id - b.id);
    },
    async presences() {
      const rows = await db.select().from(chatPresence).orderBy(asc(chatPresence.userId));
      return new Map(rows.map((row) => [row.userId, row.presence as Presence]));
    },
    async setPresence(userId, presence) {
      await db
        .insert(chatPresence)
        .values({ userId, presence })
        .onConflictDoUpdate({ target: chatPresence.userId, set: { presence } });
    },
  };
}
