import { z } from 'zod';
import type { salesPaymentStatuses } from './values';

export const salesProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  category: z.string(),
  /** Dollars. */
  price: z.number().positive(),
  /** null: the screen shows the category icon. */
  image: z.string().nullable(),
  hasFreeShipping: z.boolean(),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
});

const paymentBase = { total: z.number().positive() };
/** The three payment pairs of docs/spec.md §4, as a discriminated union so a wrong pair fails to parse. */
export const salesPaymentSchema = z.discriminatedUnion('status', [
  z.object({
    ...paymentBase,
    status: z.literal('Completed'),
    receivedPaymentStatus: z.literal('Fully Paid'),
    paidAmount: z.number(),
  }),
  z.object({
    ...paymentBase,
    status: z.literal('Confirmed'),
    receivedPaymentStatus: z.enum(['Partially Paid', 'Unpaid']),
    paidAmount: z.number().nonnegative(),
  }),
  z.object({
    ...paymentBase,
    status: z.literal('Cancelled'),
    receivedPaymentStatus: z.literal('Unpaid'),
    paidAmount: z.literal(0),
  }),
]);

export const salesDetailSchema = z.object({
  /** Row id for the grid (same as product.id). */
  id: z.number().int(),
  product: salesProductSchema,
  /** "14 Apr 2025": day, short month, year. */
  date: z.string().regex(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
  buyer: z.object({ name: z.string(), avatar: z.string().nullable() }),
  payment: salesPaymentSchema,
});

export const salesDetailListSchema = z.array(salesDetailSchema);

export type SalesPaymentStatus = (typeof salesPaymentStatuses)[number];
export type SalesPayment = z.infer<typeof salesPaymentSchema>;
export type SalesDetail = z.infer<typeof salesDetailSchema>;
