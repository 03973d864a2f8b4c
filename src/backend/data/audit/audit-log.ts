import type { SortKeyOf } from '@/lib/list-query';
import { compareCodePoints, matchesQuery, pageOf, sortItems, textKey, type Sorters } from '@/mocks/query';
import type { AuditQuery, auditList } from '@/features/audit/api/lists';
import type { AuditEntry, AuditInput, AuditList, AuditUser } from '@/features/audit/api/types';

const day = /^\d{4}-\d{2}-\d{2}$/;
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A `from` or `to` filter as a time (docs/api.md, "Audit trail"): a date is its whole UTC day (`to` its last
 * millisecond), an instant itself; anything else null, which matches nothing. Both stores compare with it.
 */
export function timeBound(value: string, end: boolean): Date | null {
  if (day.test(value)) {
    const start = Date.parse(`${value}T00:00:00.000Z`);
    return Number.isNaN(start) ? null : new Date(end ? start + 86_399_999 : start);
  }
  const at = instant.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : new Date(at);
}

/** A `userId` filter: the id, or null (matches nothing) for what is not a user id. */
export function userIdOf(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The trail's own order: newest first, then the later entry first. */
function newestFirst(a: AuditEntry, b: AuditEntry): number {
  return Date.parse(b.at) - Date.parse(a.at) || b.id - a.id;
}

const sorters: Sorters<AuditEntry, Exclude<SortKeyOf<typeof auditList>, 'at'>> = {
  user: (e) => e.userName,
  action: (e) => e.action,
  subject: (e) => e.subject,
};

/** True when the entry passes the query's filters (an empty filter lets everything through). */
function passes(entry: AuditEntry, { userId, action, subject, from, to }: AuditQuery['filters']): boolean {
  const after = from ? timeBound(from, false) : undefined;
  const before = to ? timeBound(to, true) : undefined;
  const at = Date.parse(entry.at);
  return (
    (!userId || entry.userId === userIdOf(userId)) &&
    (!action || entry.action === action) &&
    (!subject || entry.subject === subject) &&
    (after === undefined || (after !== null && at >= after.getTime())) &&
    (before === undefined || (before !== null && at <= before.getTime()))
  );
}

/**
 * The audit trail's list (docs/api.md, "Audit trail"): filters, `q` in the user's name, the record id and the
 * field names, newest first; sorting by time keeps the later entry first among equal times when descending and
 * last when ascending, the other keys keep the newest-first order among ties.
 */
export function listAuditEntries(entries: readonly AuditEntry[], query: AuditQuery): AuditList {
  const found = entries
    .filter((e) => passes(e, query.filters) && matchesQuery(query.q, e.userName, e.recordId, ...e.fields))
    .sort(newestFirst);
  const sorted =
    query.sortBy === 'at'
      ? query.orderBy === 'asc'
        ? found.reverse()
        : found
      : sortItems(found, sorters, { sortBy: query.sortBy, orderBy: query.orderBy });
  return { entries: pageOf(sorted, query), total: sorted.length };
}

/** The entry kept under the next id: one above the highest in use. */
export function newAuditEntry(input: AuditInput, entries: readonly AuditEntry[]): AuditEntry {
  const id = Math.max(0, ...entries.map((e) => e.id)) + 1;
  const { at, userId, userName, action, subject, recordId, fields } = input;
  return { id, at, userId, userName, action, subject, recordId, fields };
}

/** Everyone in the trail, by the latest name recorded for them, in name order (then id). */
export function auditUsersOf(entries: readonly AuditEntry[]): AuditUser[] {
  const latest = new Map<number, AuditEntry>();
  for (const entry of entries) {
    const known = latest.get(entry.userId);
    if (!known || entry.id > known.id) latest.set(entry.userId, entry);
  }
  return sortAuditUsers([...latest.values()].map((e) => ({ id: e.userId, name: e.userName })));
}

/** Name order as both stores compare text (`textKey`), then id. */
export function sortAuditUsers(users: AuditUser[]): AuditUser[] {
  return users.sort((a, b) => compareCodePoints(textKey(a.name), textKey(b.name)) || a.id - b.id);
}
