import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { AuditQuery } from './lists';
import type { AuditList, AuditUser } from './types';

/** A day picked on screen as the instant it starts or ends where the reader is; anything else as typed. */
function localDay(value: string | undefined, end: boolean): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}`);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}

/**
 * The screen keeps days in its address (`from=2025-04-14`); the API reads a bare date as a UTC day, so the
 * fetcher sends the reader's own day bounds (docs/api.md, "Audit trail").
 */
export const fetchAuditEntries = (query: AuditQuery, signal?: AbortSignal) => {
  const { from, to } = query.filters;
  const filters = { ...query.filters, from: localDay(from, false), to: localDay(to, true) };
  return api.get<AuditList>('/api/audit', { query: listQueryParams({ ...query, filters }), signal });
};

export const auditQueries = {
  list: listQueryOptions(['audit'], fetchAuditEntries),
  users: () =>
    queryOptions({
      queryKey: ['audit', 'users'],
      queryFn: ({ signal }) => api.get<AuditUser[]>('/api/audit/users', { signal }),
    }),
};
