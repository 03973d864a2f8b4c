import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as InvoicePreviewPage } from './invoice-preview-page';

const path = '/apps/invoice/preview/:id';

beforeEach(() => resetDb());

describe('invoice preview page', () => {
  it(
    'shows the invoice as a document, prints it, and records a payment that settles it',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const unpaid = db.invoices.find((i) => i.status === 'sent')!;
      const print = vi.spyOn(window, 'print').mockImplementation(() => {});
      await renderWithProviders(<InvoicePreviewPage />, { route: `/apps/invoice/preview/${unpaid.id}`, path });
      const document = await screen.findByRole('article', { name: `Invoice ${unpaid.number}` }, { timeout: 15_000 });
      expect(within(document).getByText(unpaid.client.name)).toBeInTheDocument();
      expect(within(document).getByText('Okoumé Digital SARL', { exact: false })).toBeInTheDocument();
      expect(within(document).getByText('Sent')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Print / Download' }));
      expect(print).toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Add payment' }));
      const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
      expect(within(drawer).getByLabelText('Amount')).toHaveValue(unpaid.balance);
      await user.click(within(drawer).getByRole('button', { name: 'Record payment' }));
      await waitFor(() => expect(within(document).getByText('Paid')).toBeInTheDocument());
      expect(db.invoices.find((i) => i.id === unpaid.id)).toMatchObject({ status: 'paid', balance: 0 });
    },
  );

  it('refuses a payment above the balance with the API’s message', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const unpaid = db.invoices.find((i) => i.status === 'sent')!;
    await renderWithProviders(<InvoicePreviewPage />, { route: `/apps/invoice/preview/${unpaid.id}`, path });
    await user.click(await screen.findByRole('button', { name: 'Add payment' }, { timeout: 15_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    const amount = within(drawer).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, String(unpaid.balance + 1));
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    expect(await within(drawer).findByText('The amount is more than the balance due')).toBeInTheDocument();
  });

  it(
    'sends a draft: the message is prefilled, a bad address is refused with the text kept, then it is sent',
    {
      timeout: 40_000,
    },
    async () => {
      const user = userEvent.setup();
      const draft = db.invoices.find((i) => i.status === 'draft')!;
      await renderWithProviders(<InvoicePreviewPage />, { route: `/apps/invoice/preview/${draft.id}`, path });
      const document = await screen.findByRole('article', { name: `Invoice ${draft.number}` }, { timeout: 15_000 });
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const drawer = await screen.findByRole('dialog', { name: 'Send invoice' });
      const to = within(drawer).getByLabelText('To');
      expect(to).toHaveValue(draft.client.email);
      expect(within(drawer).getByLabelText('Subject')).toHaveValue(`Invoice ${draft.number} from Okoumé Digital SARL`);
      const message = within(drawer).getByLabelText('Message');
      expect((message as HTMLTextAreaElement).value).toContain(draft.number);
      await user.type(message, ' See you soon.');
      await user.clear(to);
      await user.type(to, 'compta@');
      await user.click(within(drawer).getByRole('button', { name: 'Send' }));
      expect(await within(drawer).findByText('Enter a valid e-mail address')).toBeInTheDocument();
      expect((message as HTMLTextAreaElement).value).toMatch(/See you soon\.$/);
      await user.type(to, 'client.ga');
      await user.click(within(drawer).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(within(document).getByText('Sent')).toBeInTheDocument());
      expect(db.invoices.find((i) => i.id === draft.id)?.status).toBe('sent');
    },
  );

  it('shows the not-found state for an unknown invoice', async () => {
    await renderWithProviders(<InvoicePreviewPage />, { route: '/apps/invoice/preview/999', path });
    expect(await screen.findByText('Invoice not found', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
