import { matchesQuery, pageOf, sortItems, type Sorters } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';
import { type InvoiceQuery, userIdFilter } from '@/features/invoices/api/lists';
import type { Invoice, InvoiceList, InvoiceStats } from '@/features/invoices/api/types';
import { localiseInvoice } from './invoice-records';

/** A `from`/`to` filter value: a yyyy-mm-dd day; anything else matches nothing (docs/api.md, "Filters"). */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export const invoiceSorters: Sorters<Invoice, NonNullable<InvoiceQuery['sortBy']>> = {
  number: (i) => i.number,
  client: (i) => i.client.name,
  total: (i) => i.total,
  balance: (i) => i.balance,
  issuedDate: (i) => Date.parse(i.issuedDate),
  dueDate: (i) => Date.parse(i.dueDate),
  status: (i) => i.status,
};

/** The cards above the list: over every invoice, whatever the filters. */
export function invoiceStats(invoices: readonly Invoice[]): InvoiceStats {
  return {
    clients: new Set(invoices.map((i) => i.client.customerId)).size,
    invoices: invoices.length,
    paid: invoices.reduce((sum, i) => sum + i.paid, 0),
    unpaid: invoices.reduce((sum, i) => sum + i.balance, 0),
  };
}

/** docs/api.md, "Invoices": newest first unless sorted; `q` on client name or number. */
export function listInvoices(invoices: readonly Invoice[], query: InvoiceQuery, language: ApiLanguage): InvoiceList {
  const { status, from, to, userId } = query.filters;
  const found = invoices.filter(
    (i) =>
      matchesQuery(query.q, i.client.name, i.number) &&
      (!status || i.status === status) &&
      (!from || (isDay(from) && i.issuedDate >= from)) &&
      (!to || (isDay(to) && i.issuedDate <= to)) &&
      (!userId || (i.userId !== null && i.userId === userIdFilter(userId))),
  );
  const newestFirst = [...found].sort((a, b) => b.id - a.id);
  const sorted = sortItems(newestFirst, invoiceSorters, query);
  return {
    invoices: pageOf(sorted, query).map((i) => localiseInvoice(i, language)),
    total: sorted.length,
    stats: invoiceStats(invoices),
  };
}

export const nextInvoiceId = (invoices: readonly Invoice[]) => Math.max(0, ...invoices.map((i) => i.id)) + 1;
