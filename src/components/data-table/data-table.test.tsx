import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { server } from '@/mocks/server';
import { DataTable } from './data-table';
import { FilterSelect } from './filter-select';
import { renderWithProviders } from '@/test/render-with-providers';
import type { DataTableColumn } from './types';
import { useTableUrlState } from './use-table-url-state';
import { defineList, listQueryParams } from '@/lib/list-query';

// The machine is shared and slow at times: give async queries room before calling a failure.

interface Item {
  id: number;
  name: string;
  qty: number;
  status: 'new' | 'old';
}
const items: Item[] = Array.from({ length: 42 }, (_, i) => ({
  id: i + 1,
  name: `Item ${String(i + 1).padStart(2, '0')}`,
  qty: (i * 7) % 13,
  status: i % 3 === 0 ? 'old' : 'new',
}));

/** A tiny list endpoint with the same contract as the app's lists; it records what it was asked. */
const requests: URLSearchParams[] = [];
function listEndpoint() {
  return http.get('*/api/test/items', ({ request }) => {
    const p = new URL(request.url).searchParams;
    requests.push(p);
    const size = Number(p.get('itemsPerPage') ?? 10);
    const page = Number(p.get('page') ?? 1);
    let rows = items.filter((r) => r.name.toLowerCase().includes((p.get('q') ?? '').toLowerCase()));
    if (p.get('status')) rows = rows.filter((r) => r.status === p.get('status'));
    const key = p.get('sortBy') as 'name' | 'qty' | null;
    if (key) {
      rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
      if (p.get('orderBy') === 'desc') rows.reverse();
    }
    return HttpResponse.json({ items: rows.slice((page - 1) * size, page * size), total: rows.length });
  });
}

const columns: DataTableColumn<Item>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', render: (r) => r.name, csv: (r) => r.name },
  { id: 'qty', header: 'Qty', sortKey: 'qty', render: (r) => r.qty, align: 'right' },
];
const spec = defineList({ filters: ['status'], sortKeys: ['name', 'qty'] });

function Harness() {
  const table = useTableUrlState(spec);
  const query = useQuery({
    queryKey: ['test-items', table.state],
    queryFn: () =>
      api.get<{ items: Item[]; total: number }>('/api/test/items', { query: listQueryParams(table.state) }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      label="Items"
      columns={columns}
      rows={query.data?.items}
      total={query.data?.total ?? 0}
      getRowId={(r) => r.id}
      table={table}
      query={query}
      searchLabel="Search items"
      filters={
        <FilterSelect
          label="Status"
          allLabel="All"
          value={table.state.filters.status ?? ''}
          options={[
            { value: 'new', label: 'New' },
            { value: 'old', label: 'Old' },
          ]}
          onChange={(v) => table.setFilter('status', v)}
        />
      }
      bulkActions={(ids) => <span>bulk:{ids.join(',')}</span>}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('DataTable', () => {
  it('reads its whole state from the URL and writes changes back to it', async () => {
    server.use(listEndpoint());
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Harness />, {
      route: '/items?q=item 1&status=new&sortBy=name&orderBy=desc&page=1&itemsPerPage=5',
      path: '/items',
    });

    await waitFor(() => expect(firstCells()[0]).toBe('Item 18'));
    expect(screen.getByLabelText('Search items')).toHaveValue('item 1');
    expect(bodyRows()).toHaveLength(5);
    const last = requests.at(-1);
    expect(last?.get('status')).toBe('new');
    expect(last?.get('orderBy')).toBe('desc');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(location()).toContain('page=2'));
    await waitFor(() => expect(firstCells()).toEqual(['Item 11']));

    // A filter change goes back to page 1 and Back undoes it.
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Old' }));
    await waitFor(() => expect(location()).toContain('status=old'));
    expect(location()).not.toContain('page=');
    await waitFor(() => expect(firstCells()).toEqual(['Item 19', 'Item 16', 'Item 13', 'Item 10']));

    await router.navigate(-1);
    await waitFor(() => expect(location()).toContain('status=new'));
    await waitFor(() => expect(firstCells()).toEqual(['Item 11']));
  });

  it('falls back to 10 rows and page 1 for paging values that are not valid', async () => {
    server.use(listEndpoint());
    await renderWithProviders(<Harness />, { route: '/items?page=abc&itemsPerPage=7', path: '/items' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(firstCells()[0]).toBe('Item 01');
    expect(requests.at(-1)?.get('itemsPerPage')).toBe('10');
    expect(requests.at(-1)?.get('page')).toBe('1');
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
  });

  it('toggles a column sort ascending, descending, then off', async () => {
    server.use(listEndpoint());
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { route: '/items', path: '/items' });
    await waitFor(() => expect(firstCells()[0]).toBe('Item 01'));
    const header = () => screen.getByRole('columnheader', { name: 'Name' });

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(location()).toContain('sortBy=name&orderBy=asc'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(firstCells()[0]).toBe('Item 42'));
    expect(location()).toContain('orderBy=desc');
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(location()).not.toContain('sortBy'));
    expect(header()).not.toHaveAttribute('aria-sort');
  });

  it('changes page size from the pagination and the URL follows', async () => {
    server.use(listEndpoint());
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { route: '/items?page=3', path: '/items' });
    await waitFor(() => expect(firstCells()[0]).toBe('Item 21'));
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(location()).toBe('/items?itemsPerPage=25');
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(firstCells()[0]).toBe('Item 26'));
  });

  it('offers the last page when the page asked for is past the end', async () => {
    server.use(listEndpoint());
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { route: '/items?page=99', path: '/items' });
    // Not "41–42 of 42": that page's rows are not on screen.
    expect(await screen.findByText('0 of 42')).toBeInTheDocument();
    expect(screen.queryByText('41–42 of 42')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(location()).toContain('page=5'));
    await waitFor(() => expect(firstCells()).toEqual(['Item 41', 'Item 42']));
    expect(screen.getByText('41–42 of 42')).toBeInTheDocument();
  });

  it('offers a reset while a search or a filter is active, which clears both from the URL', async () => {
    server.use(listEndpoint());
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { route: '/items?sortBy=name&orderBy=asc', path: '/items' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Search items'), 'item 1');
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Old' }));
    const params = () => Object.fromEntries(new URLSearchParams(location()?.split('?')[1]));
    await waitFor(() => expect(params()).toEqual({ sortBy: 'name', orderBy: 'asc', q: 'item 1', status: 'old' }));

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(params()).toEqual({ sortBy: 'name', orderBy: 'asc' }));
    expect(screen.getByLabelText('Search items')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveTextContent('All');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('shows an empty state when nothing matches the search', async () => {
    server.use(listEndpoint());
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { route: '/items', path: '/items' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.type(screen.getByLabelText('Search items'), 'zzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(location()).toBe('/items?q=zzz');
  });

  it('shows an error state whose retry loads the rows', async () => {
    let fail = true;
    server.use(
      http.get('*/api/test/items', () => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined)),
      listEndpoint(),
    );
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { route: '/items', path: '/items' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('selects rows for bulk actions and clears the selection when the view changes', async () => {
    server.use(listEndpoint());
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { route: '/items?itemsPerPage=5', path: '/items' });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('5 rows selected')).toBeInTheDocument();
    expect(screen.getByText('bulk:1,2,3,4,5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.queryByText(/rows selected/)).not.toBeInTheDocument());
  });
});
