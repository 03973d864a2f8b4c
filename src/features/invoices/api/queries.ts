import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryParams } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/list-query-options';
import type { InvoiceQuery } from './lists';
import type { Invoice, InvoiceList } from './types';

export const fetchInvoices = (query: InvoiceQuery, signal?: AbortSignal) =>
  api.get<InvoiceList>('/api/apps/invoices', { query: listQueryParams(query), signal });

/** A client the form can bill: the e-commerce customers' list, read through its API call (docs/api.md). */
export interface ClientOption {
  customer: string;
  customerId: number;
  email: string;
}

export const invoicesQueries = {
  all: ['invoices'] as const,
  list: listQueryOptions(['invoices'], fetchInvoices),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['invoices', 'detail', id],
      queryFn: ({ signal }) => api.get<Invoice>(`/api/apps/invoices/${encodeURIComponent(id)}`, { signal }),
    }),
  clients: (q: string) =>
    queryOptions({
      queryKey: ['invoices', 'clients', q],
      queryFn: ({ signal }) =>
        api.get<{ customers: ClientOption[] }>('/api/apps/ecommerce/customers', {
          query: { q: q || undefined, itemsPerPage: 20, sortBy: 'customer' },
          signal,
        }),
    }),
};
