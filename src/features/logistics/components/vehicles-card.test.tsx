import { act, screen, waitFor, within } from '@testing-library/react';
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

  it('points out the row of the vehicle chosen in the table, and the highlight follows the choice', async () => {
    const { router } = await renderWithProviders(<VehiclesCard />, { route: path, path });
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    const shows = await within(table).findAllByRole('button', { name: /^Show .+ on the map$/ });
    expect(shows.length).toBeGreaterThan(1);
    const user = userEvent.setup();
    const rowOf = (button: HTMLElement) => button.closest('tr')!;
    expect(table.querySelector('[aria-current]')).toBeNull();

    await user.click(shows[0]!);
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?vehicle=\d+$/));
    await waitFor(() => expect(rowOf(shows[0]!)).toHaveAttribute('aria-current', 'true'));
    expect(rowOf(shows[0]!)).toHaveClass('Mui-selected');

    await user.click(shows[1]!);
    await waitFor(() => expect(rowOf(shows[1]!)).toHaveAttribute('aria-current', 'true'));
    expect(rowOf(shows[0]!)).not.toHaveAttribute('aria-current');
    expect(rowOf(shows[0]!)).not.toHaveClass('Mui-selected');
    expect(table.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('points out the vehicle chosen on the map, which searches the table for its plate', async () => {
    const { router } = await renderWithProviders(<VehiclesCard />, { route: path, path });
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    const show = (await within(table).findAllByRole('button', { name: /^Show .+ on the map$/ }))[0]!;
    const plate = show.getAttribute('aria-label')!.replace(/^Show (.+) on the map$/, '$1');
    await userEvent.setup().click(show);
    await waitFor(() => expect(router.state.location.search).toMatch(/vehicle=\d+/));
    const id = new URLSearchParams(router.state.location.search).get('vehicle');

    await act(() => router.navigate(`${path}?vehicle=${id}&q=${plate}`));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    const [row] = await bodyRows();
    expect(row).toHaveTextContent(plate);
    expect(row).toHaveAttribute('aria-current', 'true');
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
