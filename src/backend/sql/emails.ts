import { and, arrayContains, asc, count, desc, eq, inArray, max, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  batchedEmail,
  localiseEmail,
  patchedEmail,
  type MailView,
  type StoredEmail,
  summaryOf,
  viewOf,
  writtenEmail,
} from '@/backend/data/email/mailbox';
import type { FolderCounts } from '@/features/email/api/types';
import type { Store } from '../store';
import { contains, pageWindow } from './list-sql';
import { emailRow } from './rows';
import * as t from './schema';
import type { Database } from './sql-store';

const e = t.emails;

/** `inView` in SQL (docs/api.md, "E-mail"). */
function viewWhere(view: MailView): SQL | undefined {
  if (view === 'none') return sql`false`;
  const { folder, label } = view;
  return and(
    folder === 'starred' ? and(eq(e.starred, true), ne(e.folder, 'trash')) : undefined,
    folder && folder !== 'starred' ? eq(e.folder, folder) : undefined,
    folder ? undefined : notInArray(e.folder, ['trash', 'spam']),
    label ? arrayContains(e.labels, [label]) : undefined,
  );
}

const unread = (where: SQL) => sql<number>`(count(*) filter (where ${where} and not ${e.read}))::int`;

/** The mailboxes (docs/api.md, "E-mail") in SQL, as `listEmails` and the memory store keep them. */
export function emails(db: Database): Store['emails'] {
  const get = async (ownerId: number, id: number) => {
    if (!Number.isSafeInteger(id)) return undefined;
    const [row] = await db
      .select({ data: e.data })
      .from(e)
      .where(and(eq(e.id, id), eq(e.ownerId, ownerId)));
    return row?.data as StoredEmail | undefined;
  };
  const save = async (email: StoredEmail) => {
    const { id, ...row } = emailRow(email);
    await db.update(e).set(row).where(eq(e.id, id));
    return email;
  };
  return {
    async list(ownerId, query, language) {
      const q = { fr: e.qFr, en: e.qEn, ar: e.qAr }[language];
      const where = and(eq(e.ownerId, ownerId), viewWhere(viewOf(query)), contains(q, query.q));
      const { limit, offset } = pageWindow(query);
      const [rows, [counted], [counts]] = await Promise.all([
        db
          .select({ data: e.data })
          .from(e)
          .where(where)
          .orderBy(desc(sql`${e.sentAt} collate "C"`), desc(e.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(e).where(where),
        db
          .select({
            inbox: unread(eq(e.folder, 'inbox')),
            sent: unread(eq(e.folder, 'sent')),
            draft: sql<number>`(count(*) filter (where ${e.folder} = 'draft'))::int`,
            starred: unread(and(eq(e.starred, true), ne(e.folder, 'trash'))!),
            spam: unread(eq(e.folder, 'spam')),
            trash: unread(eq(e.folder, 'trash')),
          })
          .from(e)
          .where(eq(e.ownerId, ownerId)),
      ]);
      return {
        emails: rows.map((row) => summaryOf(localiseEmail(row.data as StoredEmail, language))),
        total: counted?.total ?? 0,
        counts: Object.fromEntries(Object.entries(counts!).map(([k, v]) => [k, Number(v)])) as FolderCounts,
      };
    },
    get,
    async thread(email) {
      const rows = await db
        .select({ data: e.data })
        .from(e)
        .where(and(eq(e.ownerId, email.ownerId), eq(e.threadId, email.threadId)))
        .orderBy(asc(sql`${e.sentAt} collate "C"`), asc(e.id));
      return rows.map((row) => row.data as StoredEmail);
    },
    write: (input, owner, now) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx.execute(sql`lock table ${e} in exclusive mode`);
        const draft = input.draftId ? await emails(tx).get(owner.id, input.draftId) : undefined;
        const [known] = input.threadId
          ? await tx
              .select({ id: e.id })
              .from(e)
              .where(and(eq(e.ownerId, owner.id), eq(e.threadId, input.threadId)))
              .limit(1)
          : [];
        const [last] = await tx.select({ id: max(e.id) }).from(e);
        const id = draft?.folder === 'draft' ? draft.id : (last?.id ?? 0) + 1;
        const email = writtenEmail(input, owner, id, now, known !== undefined);
        if (id === draft?.id) {
          const { id: _id, ...row } = emailRow(email);
          await tx.update(e).set(row).where(eq(e.id, id));
        } else await tx.insert(e).values(emailRow(email));
        return email;
      }),
    async update(ownerId, id, patch) {
      const found = await get(ownerId, id);
      return found && save(patchedEmail(found, patch));
    },
    batch: (ownerId, batch) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const mine = and(eq(e.ownerId, ownerId), inArray(e.id, batch.ids));
        if (batch.remove) {
          const gone = await tx
            .delete(e)
            .where(and(mine, eq(e.folder, 'trash')))
            .returning({ id: e.id });
          return batch.ids.filter((id) => gone.some((g) => g.id === id));
        }
        const rows = await tx.select({ data: e.data }).from(e).where(mine);
        const found = new Map(rows.map((row) => [(row.data as StoredEmail).id, row.data as StoredEmail]));
        const changed: number[] = [];
        for (const id of batch.ids) {
          const email = found.get(id);
          if (!email) continue;
          const { id: _id, ...row } = emailRow(batchedEmail(email, batch));
          await tx.update(e).set(row).where(eq(e.id, id));
          changed.push(id);
        }
        return changed;
      }),
    async remove(ownerId, id) {
      if (!Number.isSafeInteger(id)) return false;
      const gone = await db
        .delete(e)
        .where(and(eq(e.id, id), eq(e.ownerId, ownerId), eq(e.folder, 'trash')))
        .returning({ id: e.id });
      return gone.length > 0;
    },
  };
}
