import type { InvoiceLine, InvoicePayment } from './types';

/** Whole francs: XAF has no minor unit. */
const franc = (value: number) => Math.round(Number.isFinite(value) ? value : 0);

export interface InvoiceTotals {
  subtotal: number;
  tax: number;
  total: number;
  paid: number;
  balance: number;
}

/** Subtotal of the lines, minus the discount, plus the tax on what is left; what was paid and what is owed. */
export function invoiceTotals(
  items: readonly Pick<InvoiceLine, 'quantity' | 'price'>[],
  discount: number,
  taxRate: number,
  payments: readonly Pick<InvoicePayment, 'amount'>[] = [],
): InvoiceTotals {
  const subtotal = franc(items.reduce((sum, line) => sum + (line.quantity || 0) * (line.price || 0), 0));
  const taxed = Math.max(0, subtotal - franc(discount));
  const tax = franc((taxed * (taxRate || 0)) / 100);
  const total = taxed + tax;
  const paid = franc(payments.reduce((sum, p) => sum + p.amount, 0));
  return { subtotal, tax, total, paid, balance: Math.max(0, total - paid) };
}
