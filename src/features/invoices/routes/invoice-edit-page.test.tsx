import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as InvoiceEditPage } from './invoice-edit-page';

const path = '/apps/invoice/edit/:id';
const routes = [{ path: '/apps/invoice/preview/:id', element: <p>preview</p> }];

beforeEach(() => resetDb());

describe('invoice edit page', () => {
  it('starts from the kept invoice and saves the change, keeping its payments', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const paid = db.invoices.find((i) => i.status === 'partial')!;
    const { router } = await renderWithProviders(<InvoiceEditPage />, {
      route: `/apps/invoice/edit/${paid.id}`,
      path,
      routes,
    });
    const form = await screen.findByRole('form', { name: 'Edit invoice' }, { timeout: 15_000 });
    expect(within(form).getByRole('combobox', { name: 'Client' })).toHaveValue(paid.client.name);
    const notes = within(form).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Livraison incluse');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/invoice/preview/${paid.id}`));
    expect(db.invoices.find((i) => i.id === paid.id)).toMatchObject({
      notes: 'Livraison incluse',
      payments: paid.payments,
      status: 'partial',
    });
  });

  it('shows the not-found state for an unknown invoice', async () => {
    await renderWithProviders(<InvoiceEditPage />, { route: '/apps/invoice/edit/999', path });
    expect(await screen.findByText('Invoice not found', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
