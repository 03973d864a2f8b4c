import { z } from 'zod';
import { isEmail } from '@/lib/email';
import { paymentMethods } from './types';

/**
 * One schema for the invoice form and the API (docs/api.md, "Invoices"); messages are keys of the `invoices`
 * namespace, so the screen shows the API's errors in the reader's language.
 */
const isoDate = z
  .string('validation.date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'validation.date');

const amount = (max: number) =>
  z.number('validation.number').min(0, 'validation.positive').max(max, 'validation.tooBig');

export const invoiceLineInputSchema = z.object({
  item: z.string('validation.required').trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
  description: z.string().trim().max(200, 'validation.tooLong'),
  quantity: z
    .number('validation.number')
    .int('validation.whole')
    .min(1, 'validation.quantity')
    .max(100_000, 'validation.tooBig'),
  price: amount(1_000_000_000),
});

export const invoiceInputSchema = z
  .object({
    customerId: z.number('validation.client').int('validation.client').positive('validation.client'),
    issuedDate: isoDate,
    dueDate: isoDate,
    items: z
      .array(invoiceLineInputSchema, 'validation.noLine')
      .min(1, 'validation.noLine')
      .max(50, 'validation.tooMany'),
    discount: amount(100_000_000_000),
    taxRate: z.number('validation.number').min(0, 'validation.positive').max(100, 'validation.rate'),
    notes: z.string().trim().max(500, 'validation.tooLong'),
  })
  .refine((v) => v.dueDate >= v.issuedDate, { path: ['dueDate'], message: 'validation.dueBeforeIssued' })
  .refine((v) => v.discount <= v.items.reduce((sum, l) => sum + l.quantity * l.price, 0), {
    path: ['discount'],
    message: 'validation.discountOverSubtotal',
  });

export const paymentInputSchema = z.object({
  amount: z.number('validation.number').positive('validation.positive').max(100_000_000_000, 'validation.tooBig'),
  date: isoDate,
  method: z.enum(paymentMethods, 'validation.method'),
});

/** The send drawer's message (docs/api.md, "Invoices"): sent to the client and the invoice marked sent. */
export const invoiceSendSchema = z.object({
  to: z
    .string('validation.email')
    .trim()
    .refine((value) => isEmail(value), 'validation.email'),
  subject: z.string('validation.required').trim().min(1, 'validation.required').max(150, 'validation.tooLong'),
  message: z.string('validation.required').trim().min(1, 'validation.required').max(2000, 'validation.tooLong'),
});

export type InvoiceInput = z.infer<typeof invoiceInputSchema>;
export type PaymentInput = z.infer<typeof paymentInputSchema>;
export type InvoiceSendInput = z.infer<typeof invoiceSendSchema>;
