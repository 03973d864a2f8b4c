import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as InvoiceListPage } from './invoice-list-page';

const path = '/apps/invoice/list';
const table = () => screen.getByRole('table', { name: 'Invoices' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => resetDb());

describe('invoice list page', () => {
  it('shows the figures and the newest invoices, searches and filters in the URL', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<InvoiceListPage />, { route: path, path });
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 15_000 });
    expect(within(rows()[0]!).getByText('OKD-0150')).toBeInTheDocument();
    expect(screen.getByText('Clients')).toBeInTheDocument();
    expect(screen.getByText('Unpaid')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search a client or a number' }), 'okd-0012');
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'okd-0012' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByRole('link', { name: 'View invoice OKD-0012' })).toHaveAttribute(
      'href',
      '/apps/invoice/preview/12',
    );
  });

  it('reads its filters from the URL', { timeout: 40_000 }, async () => {
    const paid = db.invoices.filter((i) => i.status === 'paid' && i.issuedDate >= '2025-04-01').length;
    await renderWithProviders(<InvoiceListPage />, { route: `${path}?status=paid&from=2025-04-01`, path });
    await waitFor(() => expect(rows()).toHaveLength(Math.min(paid, 10)), { timeout: 15_000 });
    for (const row of rows()) expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByLabelText('Issued from')).toHaveValue('2025-04-01');
  });

  it('deletes an invoice after confirmation', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceListPage />, { route: path, path });
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Delete invoice OKD-0150' }));
    const confirm = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('OKD-0150')).not.toBeInTheDocument());
    expect(db.invoices).toHaveLength(149);
  });

  it('says when there is no invoice yet', async () => {
    db.invoices = [];
    await renderWithProviders(<InvoiceListPage />, { route: path, path });
    expect(await screen.findByText('No invoices', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows an error with a retry when the API fails', async () => {
    server.use(http.get('*/api/apps/invoices', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<InvoiceListPage />, { route: path, path });
    // The figures and the table each say so, each with its retry.
    expect(await screen.findAllByRole('button', { name: 'Try again' }, { timeout: 15_000 })).not.toHaveLength(0);
  });
});
