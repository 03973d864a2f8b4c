import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as InvoiceAddPage } from './invoice-add-page';

const path = '/apps/invoice/add';
const xaf = (value: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'XAF' }).format(value);
const routes = [
  { path: '/apps/invoice/preview/:id', element: <p>preview</p> },
  { path: '/apps/invoice/list', element: <p>list</p> },
];

beforeEach(() => resetDb());

describe('invoice add page', () => {
  it('computes the totals as the user types, validates, and saves a new invoice', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const customer = db.customers[0]!;
    const { router } = await renderWithProviders(<InvoiceAddPage />, { route: path, path, routes });
    const form = await screen.findByRole('form', { name: 'New invoice' }, { timeout: 15_000 });

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose a client')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();

    await user.type(within(form).getByRole('combobox', { name: 'Client' }), customer.customer.slice(0, 6));
    await user.click(await screen.findByRole('option', { name: new RegExp(customer.email) }, { timeout: 15_000 }));

    const first = within(form).getByRole('group', { name: 'Item 1' });
    await user.type(within(first).getByLabelText('Item'), 'Site vitrine');
    await user.type(within(first).getByLabelText('Unit price'), '500000');
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    const second = within(form).getByRole('group', { name: 'Item 2' });
    await user.type(within(second).getByLabelText('Item'), 'Formation Excel');
    await user.clear(within(second).getByLabelText('Quantity'));
    await user.type(within(second).getByLabelText('Quantity'), '4');
    await user.type(within(second).getByLabelText('Unit price'), '40000');
    await user.clear(within(form).getByLabelText('Discount (XAF)'));
    await user.type(within(form).getByLabelText('Discount (XAF)'), '60000');

    // 660,000 − 60,000 = 600,000, VAT 18 % = 108,000, total 708,000.
    const totals = within(form)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(totals).toEqual([xaf(660_000), `− ${xaf(60_000)}`, xaf(108_000), xaf(708_000)]);

    await user.click(within(form).getByRole('button', { name: 'Remove line 2' }));
    await waitFor(() => expect(within(form).getAllByRole('definition').at(-1)!.textContent).toBe(xaf(519_200)));

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/151'));
    expect(db.invoices.at(-1)).toMatchObject({
      id: 151,
      status: 'draft',
      total: 519_200,
      client: { customerId: customer.customerId },
    });
  });

  it('duplicates an invoice: its client and lines, new dates', { timeout: 40_000 }, async () => {
    const source = db.invoices[4]!;
    await renderWithProviders(<InvoiceAddPage />, { route: `${path}?from=${source.id}`, path, routes });
    const form = await screen.findByRole('form', { name: 'New invoice' }, { timeout: 15_000 });
    expect(within(form).getByRole('combobox', { name: 'Client' })).toHaveValue(source.client.name);
    expect(within(form).getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(source.items.length);
    expect(within(form).getAllByRole('definition').at(-1)!.textContent).toBe(xaf(source.total));
  });

  it('asks before leaving with unsaved changes', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<InvoiceAddPage />, { route: path, path, routes });
    const form = await screen.findByRole('form', { name: 'New invoice' }, { timeout: 15_000 });
    await user.type(within(within(form).getByRole('group', { name: 'Item 1' })).getByLabelText('Item'), 'Audit');
    await user.click(within(form).getByRole('link', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(form).getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'));
  });
});
