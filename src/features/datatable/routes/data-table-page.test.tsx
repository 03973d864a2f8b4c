import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n/i18n';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as DataTablePage } from './data-table-page';

const path = '/tables/data-table';
/** The first request of a run builds the whole sample data set, which can take seconds on a busy machine. */
const firstLoad = { timeout: 8000 };
const bodyRows = async () => within((await screen.findAllByRole('rowgroup'))[1]!).getAllByRole('row');
/** The payment cell starts with the total ("$1,197.00"). */
const totals = async () =>
  (await bodyRows()).map((r) =>
    Number(/\$([\d,.]+)/.exec(within(r).getAllByRole('cell')[4]!.textContent ?? '')?.[1]?.replace(/,/g, '')),
  );

describe('data table page', () => {
  // The route loads the page with its strings (back-office-routes.ts); so does the test.
  beforeAll(async () => {
    await initI18n('en');
    await i18next.loadNamespaces(['tables', 'data-table']);
  });

  it('applies q and filters from the URL in the browser, and a new search is written back', async () => {
    const { router } = await renderWithProviders(<DataTablePage />, {
      route: `${path}?q=apple&status=Completed`,
      path,
    });
    const table = await screen.findByRole('table', { name: 'Sales' });
    await within(table).findAllByText('Completed', {}, firstLoad);
    for (const row of await bodyRows()) {
      expect(row).toHaveTextContent(/apple/i);
      expect(within(row).getByText('Completed')).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Search a product, brand or buyer')).toHaveValue('apple');
    expect(within(table).queryByText('Cancelled')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Search a product, brand or buyer'));
    await user.type(screen.getByLabelText('Search a product, brand or buyer'), 'sony');
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(Object.fromEntries(params)).toEqual({ q: 'sony', status: 'Completed' });
    });
    await waitFor(async () => {
      for (const row of await bodyRows()) expect(row).toHaveTextContent(/sony/i);
    });
  });

  it('filters by received payment through the select, back to page 1, in the URL', async () => {
    const { router } = await renderWithProviders(<DataTablePage />, { route: `${path}?page=2`, path });
    await screen.findByText('11–20 of 60', {}, firstLoad);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Received payment' }));
    await user.click(screen.getByRole('option', { name: 'Partially paid' }));
    await waitFor(() => expect(router.state.location.search).toBe('?received=Partially+Paid'));
    await waitFor(async () => {
      const rows = await bodyRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('Partially paid');
    });
  });

  it('sorts by total: ascending, then descending, written to the URL', async () => {
    const { router } = await renderWithProviders(<DataTablePage />, { route: path, path });
    const table = await screen.findByRole('table', { name: 'Sales' });
    await screen.findByText('1–10 of 60', {}, firstLoad);
    const user = userEvent.setup();

    await user.click(within(table).getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=total&orderBy=asc'));
    expect(within(table).getByRole('columnheader', { name: 'Payment' })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(async () => {
      const values = await totals();
      expect(values).toEqual([...values].sort((a, b) => a - b));
    });
    const lowest = (await totals())[0]!;

    await user.click(within(table).getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=total&orderBy=desc'));
    await waitFor(async () => {
      const values = await totals();
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(values[9]).toBeGreaterThanOrEqual(lowest);
    });
  });

  it('says when no sale matches', async () => {
    await renderWithProviders(<DataTablePage />, { route: `${path}?q=zzzz-nothing`, path });
    expect(await screen.findByText('No results', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });

  it('shows an error with a retry when the API fails, and the retry loads the rows', async () => {
    let fail = true;
    server.use(http.get('*/api/pages/datatable', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    await renderWithProviders(<DataTablePage />, { route: path, path });
    expect(await screen.findByRole('alert', {}, firstLoad)).toHaveTextContent('The data could not be loaded');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10), firstLoad);
    expect(screen.getByText('1–10 of 60')).toBeInTheDocument();
  });

  it('exports the view in French: French headers, labels, dates and amounts, semicolons', async () => {
    await i18next.loadNamespaces(['tables', 'data-table']);
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the file the page hands to the browser.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderWithProviders(<DataTablePage />, {
      route: `${path}?status=Completed&sortBy=total&orderBy=desc`,
      path,
      language: 'fr',
    });
    await within(await screen.findByRole('table', { name: 'Ventes' })).findAllByText('Terminé', {}, firstLoad);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = (await blobs[0]!.text()).replace(/^\ufeff/, '');
    const { data } = Papa.parse<string[]>(text.trim(), { delimiter: ';' });
    expect(data[0]).toEqual(['Produit', 'Catégorie', 'Date', 'Acheteur', 'Paiement', 'Livraison offerte', 'Note']);
    const rows = data.slice(1);
    expect(rows.length).toBeGreaterThan(1);
    for (const [, category, date, , payment, shipping] of rows) {
      expect(['Électronique', 'Accessoires', 'Chaussures', 'Bureau', 'Décoration', 'Jeux']).toContain(category);
      // "14 avr. 2025", not the API's "14 Apr 2025".
      expect(date).toMatch(/^\d{1,2} \S+ \d{4}$/);
      expect(date).not.toMatch(/Jan|Feb|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
      // "1 299,00 $ — Terminé — Reçu 1 299,00 $ · Payé en totalité"
      expect(payment).toMatch(/^[\d\u202f\u00a0]+,\d{2}\s\$US? — Terminé — Reçu .+ · Payé en totalité$/);
      expect(['Oui', 'Non']).toContain(shipping);
    }
    click.mockRestore();
  });
});
