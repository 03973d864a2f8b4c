import { defineList, type QueryOf } from '@/lib/list-query';

/**
 * The invoice list's query (docs/api.md, "Invoices"): `q` on client or number, `status`, the issued-date range
 * `from`/`to` (yyyy-mm-dd, inclusive), the issuing user `userId`, sorts and paging; newest first by default.
 */
export const invoiceList = defineList({
  filters: ['status', 'from', 'to', 'userId'],
  sortKeys: ['number', 'client', 'total', 'balance', 'issuedDate', 'dueDate', 'status'],
});

export type InvoiceQuery = QueryOf<typeof invoiceList>;

/** A `userId` filter value as both stores read it: a whole number, or null (matches nothing) for anything else. */
export const userIdFilter = (value: string): number | null => (/^\d{1,9}$/.test(value) ? Number(value) : null);
