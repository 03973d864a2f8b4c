import { defineList, type QueryOf } from '@/lib/list-query';

/**
 * The invoice list's query (docs/api.md, "Invoices"): `q` on client or number, `status`, the issued-date range
 * `from`/`to` (yyyy-mm-dd, inclusive), sorts and paging; newest first by default.
 */
export const invoiceList = defineList({
  filters: ['status', 'from', 'to'],
  sortKeys: ['number', 'client', 'total', 'balance', 'issuedDate', 'dueDate', 'status'],
});

export type InvoiceQuery = QueryOf<typeof invoiceList>;
