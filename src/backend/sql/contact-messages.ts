import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ContactMessage } from '@/features/contact-messages/api/types';
import { newContactMessage } from '@/backend/data/contact-messages/inbox';
import type { Store } from '../store';
import { contains, pageWindow } from './list-sql';
import { contactMessageRow } from './rows';
import * as t from './schema';
import type { Database } from './sql-store';

const byId = (id: string) => eq(t.contactMessages.id, id.replaceAll('\0', ''));

/** The contact form's messages and the back-office inbox (docs/api.md, "Contact"), as the in-memory store keeps them. */
export function contactMessages(db: Database): Store['contactMessages'] {
  const get = async (id: string) => {
    const [row] = await db.select({ data: t.contactMessages.data }).from(t.contactMessages).where(byId(id));
    return row?.data as ContactMessage | undefined;
  };
  return {
    create: (input) =>
      db.transaction(async (tx) => {
        // One above the highest number in use (`nextContactMessageId`), one writer at a time.
        await tx.execute(sql`lock table ${t.contactMessages} in exclusive mode`);
        const last = await tx
          .select({ id: t.contactMessages.id })
          .from(t.contactMessages)
          .orderBy(desc(t.contactMessages.num))
          .limit(1);
        const stored = newContactMessage(input, last as ContactMessage[]);
        await tx.insert(t.contactMessages).values(contactMessageRow(stored));
        return stored;
      }),
    async list(query) {
      const { status } = query.filters;
      const handled = status === undefined ? undefined : status === 'handled' ? true : status === 'new' ? false : null;
      const where = and(
        contains(t.contactMessages.q, query.q),
        handled === undefined ? undefined : handled === null ? sql`false` : eq(t.contactMessages.handled, handled),
      );
      const [counted] = await db.select({ total: count() }).from(t.contactMessages).where(where);
      const { limit, offset } = pageWindow(query);
      const rows = await db
        .select({ data: t.contactMessages.data })
        .from(t.contactMessages)
        .where(where)
        .orderBy(desc(sql`${t.contactMessages.createdAt} collate "C"`), desc(sql`${t.contactMessages.id} collate "C"`))
        .limit(limit)
        .offset(offset);
      return { messages: rows.map((row) => row.data as ContactMessage), total: counted?.total ?? 0 };
    },
    get,
    async setHandled(id, handled) {
      const found = await get(id);
      if (!found) return undefined;
      const next = { ...found, handled };
      await db.update(t.contactMessages).set({ data: next, handled }).where(byId(id));
      return next;
    },
    async setMailed(id, mailed) {
      const found = await get(id);
      if (found)
        await db
          .update(t.contactMessages)
          .set({ data: { ...found, mailed } })
          .where(byId(id));
    },
    async remove(id) {
      return (await db.delete(t.contactMessages).where(byId(id)).returning({ id: t.contactMessages.id })).length > 0;
    },
  };
}
