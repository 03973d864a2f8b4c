import { Hono } from 'hono';
import { invoiceInputSchema, invoiceSendSchema, paymentInputSchema } from '@/features/invoices/api/invoice-input';
import { invoiceList } from '@/features/invoices/api/lists';
import type { Invoice } from '@/features/invoices/api/types';
import { localiseInvoice } from '@/backend/data/invoices/invoice-records';
import { can } from '../auth/access';
import { type ApiContext, type ApiEnv, badRequest, idParam, languageOf, listQuery, validBody } from '../env';
import { refuse } from '../messages';

const answer = (c: ApiContext, invoice: Invoice, status: 200 | 201 = 200) =>
  c.json(localiseInvoice(invoice, languageOf(c)), status);

/** The form's body, and the customer it bills (an unknown one is a field error). */
async function validInvoice(c: ApiContext) {
  const { value, errors } = await validBody(c, invoiceInputSchema);
  if (errors) return { errors };
  const client = await c.var.store.customers.get(value.customerId, 'en');
  if (!client) return { errors: { customerId: ['validation.client'] } };
  return { value, client };
}

/** docs/api.md, "Invoices". */
export const invoicesRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'Invoice'), async (c) =>
    c.json(await c.var.store.invoices.list(listQuery(invoiceList, c), languageOf(c))),
  )
  .get('/:id', can('read', 'Invoice'), async (c) => {
    const invoice = await c.var.store.invoices.get(idParam(c));
    return invoice ? answer(c, invoice) : refuse(c, 404, 'invoiceNotFound');
  })
  .post('/', can('create', 'Invoice'), async (c) => {
    const { value, client, errors } = await validInvoice(c);
    if (errors) return badRequest(c, errors);
    return answer(c, await c.var.store.invoices.create(value, client), 201);
  })
  .put('/:id', can('update', 'Invoice'), async (c) => {
    const { value, client, errors } = await validInvoice(c);
    if (errors) return badRequest(c, errors);
    const invoice = await c.var.store.invoices.update(idParam(c), value, client);
    return invoice ? answer(c, invoice) : refuse(c, 404, 'invoiceNotFound');
  })
  .post('/:id/payments', can('update', 'Invoice'), async (c) => {
    const { value, errors } = await validBody(c, paymentInputSchema);
    if (errors) return badRequest(c, errors);
    const found = await c.var.store.invoices.get(idParam(c));
    if (!found) return refuse(c, 404, 'invoiceNotFound');
    if (value.amount > found.balance) return badRequest(c, { amount: ['validation.overBalance'] });
    return answer(c, (await c.var.store.invoices.addPayment(found.id, value))!);
  })
  /** Sends the drawer's message to the client when a mail server is configured; a draft becomes "sent" either way. */
  .post('/:id/send', can('update', 'Invoice'), async (c) => {
    const { value, errors } = await validBody(c, invoiceSendSchema);
    if (errors) return badRequest(c, errors);
    const invoice = await c.var.store.invoices.markSent(idParam(c));
    if (!invoice) return refuse(c, 404, 'invoiceNotFound');
    const mailed =
      (await c.var.host.sendMail?.({ to: value.to, subject: value.subject, text: value.message })) ?? false;
    return c.json({ invoice: localiseInvoice(invoice, languageOf(c)), mailed });
  })
  .delete('/:id', can('delete', 'Invoice'), async (c) =>
    c.body(null, (await c.var.store.invoices.remove(idParam(c))) ? 204 : 404),
  );
