import { seededFaker } from '@/mocks/sample';
import { invoiceTotals } from '@/features/invoices/api/totals';
import type { Invoice, InvoiceLine, InvoicePayment, InvoiceStatus } from '@/features/invoices/api/types';
import { paymentMethods } from '@/features/invoices/api/types';
import { sampleNotes, services } from './catalogue';
import { type BilledCustomer, clientOf, invoiceNumber } from './invoice-records';

const day = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Fixed dates (UTC), whatever the clock: the first invoice of the sample year. */
const firstIssue = Date.UTC(2025, 0, 6);

const statusCycle: InvoiceStatus[] = ['paid', 'sent', 'paid', 'partial', 'draft', 'pastDue', 'paid', 'downloaded'];

/** Each sample user issued this many invoices (docs/decisions.md, "A user's invoices"). */
const invoicesPerUser = 3;

/**
 * Three invoices per sample user (150 for the 50 users, docs/api.md, "Invoices") for the e-commerce customers:
 * services of the catalogue in XAF, VAT at Gabon's 18 % on most, each status present, payments that agree with it.
 * Invoice n was issued by user ((n − 1) mod users) + 1, so each user's three are spread over the year. Texts are
 * kept in French and answered in the reader's language (`localiseInvoice`).
 */
export function seedInvoices(customers: readonly BilledCustomer[], users: number): Invoice[] {
  const f = seededFaker(140);
  return Array.from({ length: users * invoicesPerUser }, (_, i) => {
    const id = i + 1;
    const issued = firstIssue + i * 3 * day + f.number.int({ min: 0, max: 2 }) * day;
    const terms = f.helpers.arrayElement([15, 30, 45]);
    const items: InvoiceLine[] = f.helpers.arrayElements(services, { min: 1, max: 3 }).map((s) => ({
      item: s.item.fr,
      description: s.description.fr,
      quantity: s.price[1] < 100_000 ? f.number.int({ min: 4, max: 15 }) : f.number.int({ min: 1, max: 2 }),
      price: Math.round(f.number.int({ min: s.price[0], max: s.price[1] }) / 5000) * 5000,
    }));
    const status = statusCycle[(i * 3 + f.number.int({ min: 0, max: 1 })) % statusCycle.length]!;
    const taxRate = f.number.int({ min: 0, max: 4 }) === 0 ? 0 : 18;
    const subtotal = invoiceTotals(items, 0, 0).subtotal;
    const discount = f.number.int({ min: 0, max: 2 }) === 0 ? Math.round((subtotal * 0.05) / 1000) * 1000 : 0;
    const { total } = invoiceTotals(items, discount, taxRate);
    const paidOn = isoDay(issued + f.number.int({ min: 3, max: terms }) * day);
    const method = f.helpers.arrayElement(paymentMethods);
    const payments: InvoicePayment[] =
      status === 'paid'
        ? [{ amount: total, date: paidOn, method }]
        : status === 'partial'
          ? [{ amount: Math.round((total * 0.4) / 1000) * 1000, date: paidOn, method }]
          : [];
    const customer = customers[f.number.int({ min: 0, max: Math.min(customers.length, 24) - 1 })]!;
    return {
      id,
      number: invoiceNumber(id),
      status,
      client: clientOf(customer),
      userId: (i % users) + 1,
      issuedDate: isoDay(issued),
      dueDate: isoDay(issued + terms * day),
      currency: 'XAF',
      items,
      discount,
      taxRate,
      notes: f.number.int({ min: 0, max: 3 }) === 0 ? '' : f.helpers.arrayElement(sampleNotes).fr,
      payments,
      ...invoiceTotals(items, discount, taxRate, payments),
    };
  });
}
