import { z } from 'zod';

/** docs/api.md, "Invoices": the statuses the list filters on. */
export const invoiceStatuses = ['paid', 'draft', 'sent', 'partial', 'pastDue', 'downloaded'] as const;
export const paymentMethods = ['bankTransfer', 'mobileMoney', 'cash', 'card', 'cheque'] as const;

export const invoiceLineSchema = z.object({
  item: z.string(),
  description: z.string(),
  quantity: z.number(),
  price: z.number(),
});

export const invoicePaymentSchema = z.object({
  amount: z.number(),
  /** yyyy-mm-dd */
  date: z.string(),
  method: z.enum(paymentMethods),
});

/** The client as the invoice keeps it: copied from the e-commerce customer it was made for. */
export const invoiceClientSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  country: z.string(),
  countryCode: z.string(),
});

/** Amounts are whole francs CFA (XAF has no minor unit); totals are kept with the record (`withTotals`). */
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(invoiceStatuses),
  client: invoiceClientSchema,
  /** The team member (users app) who issued it; null for one made in the form (docs/decisions.md, "A user's invoices"). */
  userId: z.number().int().nullable(),
  /** yyyy-mm-dd */
  issuedDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  items: z.array(invoiceLineSchema),
  discount: z.number(),
  /** Percent, applied after the discount. */
  taxRate: z.number(),
  notes: z.string(),
  payments: z.array(invoicePaymentSchema),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
});

export const invoiceStatsSchema = z.object({
  clients: z.number().int(),
  invoices: z.number().int(),
  paid: z.number(),
  unpaid: z.number(),
});

export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSchema),
  total: z.number().int().nonnegative(),
  stats: invoiceStatsSchema,
});

export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;
export type InvoiceClient = z.infer<typeof invoiceClientSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>;
export type InvoiceList = z.infer<typeof invoiceListSchema>;
