import { countryName } from '@/mocks/display-names';
import type { ApiLanguage } from '@/mocks/utils';
import type { InvoiceInput, PaymentInput } from '@/features/invoices/api/invoice-input';
import { invoiceTotals } from '@/features/invoices/api/totals';
import type { Invoice, InvoiceClient, InvoiceStatus } from '@/features/invoices/api/types';

/** What an invoice copies of the e-commerce customer it bills (the customers' own type is that feature's). */
export interface BilledCustomer {
  customer: string;
  customerId: number;
  email: string;
  contact: string;
  country: string;
  countryCode: string;
}
import { translated } from './catalogue';

/** `OKD-0007`: the company's prefix and the id. */
export const invoiceNumber = (id: number) => `OKD-${String(id).padStart(4, '0')}`;

export const clientOf = (c: BilledCustomer): InvoiceClient => ({
  customerId: c.customerId,
  name: c.customer,
  email: c.email,
  contact: c.contact,
  country: c.country,
  countryCode: c.countryCode,
});

/** Paid in full, partly, or not yet (then the status it had, a new invoice being a draft). */
function statusAfterPayments(total: number, paid: number, before: InvoiceStatus): InvoiceStatus {
  if (paid > 0 && paid >= total) return 'paid';
  if (paid > 0) return 'partial';
  return before === 'paid' || before === 'partial' ? 'sent' : before;
}

/** The record a valid form makes: new (a draft) or replacing `previous`, whose number and payments stay. */
export function invoiceFromInput(input: InvoiceInput, client: BilledCustomer, id: number, previous?: Invoice): Invoice {
  const payments = previous?.payments ?? [];
  const totals = invoiceTotals(input.items, input.discount, input.taxRate, payments);
  return {
    id,
    number: previous?.number ?? invoiceNumber(id),
    status: statusAfterPayments(totals.total, totals.paid, previous?.status ?? 'draft'),
    client: clientOf(client),
    userId: previous?.userId ?? null,
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    currency: previous?.currency ?? 'XAF',
    items: input.items.map(({ item, description, quantity, price }) => ({ item, description, quantity, price })),
    discount: input.discount,
    taxRate: input.taxRate,
    notes: input.notes,
    payments,
    ...totals,
  };
}

/** The invoice with one more payment: balance and status follow (docs/api.md, "Invoices"). */
export function withPayment(invoice: Invoice, payment: PaymentInput): Invoice {
  const payments = [...invoice.payments, { amount: payment.amount, date: payment.date, method: payment.method }];
  const totals = invoiceTotals(invoice.items, invoice.discount, invoice.taxRate, payments);
  return { ...invoice, payments, ...totals, status: statusAfterPayments(totals.total, totals.paid, invoice.status) };
}

/** A draft once sent becomes "sent"; an invoice past that keeps its status (paid, partial, past due…). */
export const markedSent = (invoice: Invoice): Invoice =>
  invoice.status === 'draft' ? { ...invoice, status: 'sent' } : invoice;

/** Sample texts and the client's country in the reader's language; typed text stays as typed. */
export function localiseInvoice(invoice: Invoice, language: ApiLanguage): Invoice {
  const { client } = invoice;
  return {
    ...invoice,
    client: { ...client, country: countryName(client.countryCode, client.country, language) },
    items: invoice.items.map((line) => ({
      ...line,
      item: translated(line.item, language),
      description: translated(line.description, language),
    })),
    notes: translated(invoice.notes, language),
  };
}
