import { defineList, type QueryOf } from '@/lib/list-query';

/**
 * The audit trail's query (docs/api.md, "Audit trail"): `from` and `to` bound the time (a date or an ISO
 * instant, both ends included), the other filters are exact; newest first unless sorted.
 */
export const auditList = defineList({
  filters: ['userId', 'action', 'subject', 'from', 'to'],
  sortKeys: ['at', 'user', 'action', 'subject'],
});

export type AuditQuery = QueryOf<typeof auditList>;
