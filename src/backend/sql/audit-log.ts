import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { sortAuditUsers, timeBound, userIdOf } from '@/backend/data/audit/audit-log';
import type { AuditEntry, AuditInput } from '@/features/audit/api/types';
import type { AuditQuery } from '@/features/audit/api/lists';
import { searchText, textKey } from '@/mocks/query';
import type { Store } from '../store';
import { contains, exact, orderOf, pageWindow } from './list-sql';
import * as t from './schema';
import type { Database } from './sql-store';

const auditRow = (input: AuditInput) => ({
  at: new Date(input.at),
  userId: input.userId,
  userName: input.userName,
  action: input.action,
  subject: input.subject,
  recordId: input.recordId,
  fields: input.fields,
  q: searchText(input.userName, input.recordId, ...input.fields),
  kUser: textKey(input.userName),
  kAction: textKey(input.action),
  kSubject: textKey(input.subject),
});

/** The record as the in-memory store keeps it (`newAuditEntry`), keys in the same order. */
const toEntry = (row: typeof t.auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  userId: row.userId,
  userName: row.userName,
  action: row.action,
  subject: row.subject,
  recordId: row.recordId,
  fields: row.fields,
});

/** A time filter: none when empty, nothing when it does not read as a time (`timeBound`). */
function bound(value: string | undefined, end: boolean): SQL | undefined {
  if (!value) return undefined;
  const time = timeBound(value, end);
  if (!time) return sql`false`;
  return end ? lte(t.auditLog.at, time) : gte(t.auditLog.at, time);
}

function whereOf({ q, filters }: AuditQuery): SQL | undefined {
  const userId = filters.userId ? userIdOf(filters.userId) : undefined;
  return and(
    contains(t.auditLog.q, q),
    userId === undefined ? undefined : userId === null ? sql`false` : eq(t.auditLog.userId, userId),
    exact(t.auditLog.action, filters.action),
    exact(t.auditLog.subject, filters.subject),
    bound(filters.from, false),
    bound(filters.to, true),
  );
}

/** The order `listAuditEntries` gives: newest first; by time both ways; other keys keep newest first among ties. */
function orderBy(query: AuditQuery): SQL[] {
  const newest = [desc(t.auditLog.at), desc(t.auditLog.id)];
  if (query.sortBy === 'at') return query.orderBy === 'asc' ? [asc(t.auditLog.at), asc(t.auditLog.id)] : newest;
  const { sortBy, orderBy } = query;
  const keys = {
    user: { text: t.auditLog.kUser },
    action: { text: t.auditLog.kAction },
    subject: { text: t.auditLog.kSubject },
  };
  return orderOf({ sortBy, orderBy }, keys, newest);
}

/** The audit trail in SQL (docs/api.md, "Audit trail"), answering as the in-memory store does. */
export function auditLog(db: Database): Store['audit'] {
  return {
    async record(input) {
      const [row] = await db.insert(t.auditLog).values(auditRow(input)).returning();
      return toEntry(row!);
    },
    async list(query) {
      const where = whereOf(query);
      const { limit, offset } = pageWindow(query);
      const [[counted], rows] = await Promise.all([
        db.select({ total: count() }).from(t.auditLog).where(where),
        db
          .select()
          .from(t.auditLog)
          .where(where)
          .orderBy(...orderBy(query))
          .limit(limit)
          .offset(offset),
      ]);
      return { entries: rows.map(toEntry), total: counted?.total ?? 0 };
    },
    async users() {
      const rows = await db
        .selectDistinctOn([t.auditLog.userId], { id: t.auditLog.userId, name: t.auditLog.userName })
        .from(t.auditLog)
        .orderBy(t.auditLog.userId, desc(t.auditLog.id));
      return sortAuditUsers(rows);
    },
  };
}
