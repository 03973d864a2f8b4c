import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InvoiceInput, InvoiceSendInput, PaymentInput } from './invoice-input';
import type { Invoice } from './types';

/** Every invoice query (lists, statistics, details) is refreshed after a change. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['invoices'] });
}

export function useDeleteInvoice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/apps/invoices/${id}`),
    onSettled: invalidate,
  });
}

/** Creates the invoice, or replaces invoice `id`. */
export function useSaveInvoice(id?: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      id === undefined
        ? api.post<Invoice>('/api/apps/invoices', input)
        : api.put<Invoice>(`/api/apps/invoices/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useAddPayment(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (payment: PaymentInput) => api.post<Invoice>(`/api/apps/invoices/${id}/payments`, payment),
    onSuccess: invalidate,
  });
}

/** `mailed` is false when no mail server sent it (always so in the static demo, docs/api.md). */
export function useSendInvoice(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (message: InvoiceSendInput) =>
      api.post<{ invoice: Invoice; mailed: boolean }>(`/api/apps/invoices/${id}/send`, message),
    onSuccess: invalidate,
  });
}
