import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { VehiclesCard } from './vehicles-card';

const path = '/dashboards/logistics';
const bodyRows = async () => within((await screen.findAllByRole('rowgroup'))[1]!).getAllByRole('row');

describe('vehicles table', () => {
  it('searches the vehicles through the API, keeping the search in the URL', async () => {
    const { router } = await renderWithProviders(<VehiclesCard />, { route: path, path });
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    await waitFor(() => expect(within(table).getAllByRole('progressbar')).toHaveLength(10));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Search a plate or a city'));
    await user.paste('Oyem');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Oyem'));
    await waitFor(async () => {
      const rows = await bodyRows();
      expect(rows.length).toBeLessThan(10);
      for (const row of rows) expect(row).toHaveTextContent('Oyem');
    });
  });

  it('filters on the status and sorts warnings from the mildest, as the URL says', async () => {
    await renderWithProviders(<VehiclesCard />, {
      route: `${path}?status=onTheWay&sortBy=warning&orderBy=desc`,
      path,
    });
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    await waitFor(() => expect(within(table).getAllByRole('progressbar')).toHaveLength(10));
    const rows = await bodyRows();
    for (const row of rows) expect(row).toHaveTextContent('On the way');
    expect(rows[0]).toHaveTextContent('Oil leakage');
    expect(within(table).getByRole('columnheader', { name: 'Warnings' })).toHaveAttribute('aria-sort', 'descending');
  });
});
