import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { widgetsShown } from '@/test/widgets';
import { Component as LogisticsPage } from './logistics-page';

const path = '/dashboards/logistics';

describe('logistics dashboard', () => {
  it('shows every widget from the API', async () => {
    await renderWithProviders(<LogisticsPage />, { route: path, path });
    const overview = await screen.findByRole('figure', { name: 'Vehicle overview' });
    await widgetsShown();
    expect(overview).toHaveAccessibleDescription(/^Vehicles by status: On the way \d+ \([\d.]+%\), Unloading/);
    expect(screen.getByText('42 vehicles in the fleet')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Shipment statistics' })).toHaveAccessibleDescription(
      /^Shipments and deliveries by month: Dec 2025: Shipments [\d,]+, Deliveries [\d,]+;/,
    );
    expect(screen.getByRole('figure', { name: 'Delivery exceptions' })).toHaveAccessibleDescription(
      '114 exceptions: Incorrect address 38, Weather conditions 27, Held at customs 21, Public holidays 16, Damaged goods 12.',
    );
    const performance = screen.getByRole('list', { name: 'Delivery performance' });
    expect(within(performance).getByText('Delivery success rate').parentElement).toHaveTextContent('95.2%');
    expect(within(performance).getByLabelText('Down -12.2%')).toBeInTheDocument();
    const onRoad = within(screen.getByRole('list', { name: 'Vehicles on the road' })).getAllByRole('button');
    expect(screen.getByText(`${onRoad.length} vehicles on the road`)).toBeInTheDocument();
  });

  it('switches the orders by stage, each from its sender to its receiver', async () => {
    await renderWithProviders(<LogisticsPage />, { route: path, path });
    const newOrder = await screen.findByRole('region', { name: 'Order LGX-20418' });
    expect(newOrder).toHaveTextContent(/Sender.*Scierie du Komo.*Libreville.*Receiver.*Menuiserie Wouri.*Douala/);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Preparing' }));
    expect(screen.getByRole('tab', { name: 'Preparing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Order LGX-20397' })).toHaveTextContent('Ciments de Franceville');
    expect(screen.queryByRole('region', { name: 'Order LGX-20418' })).not.toBeInTheDocument();
  });

  it('points a vehicle out on the map when chosen in the list, and in the list when chosen on the map', async () => {
    await renderWithProviders(<LogisticsPage />, { route: path, path });
    const list = await screen.findByRole('list', { name: 'Vehicles on the road' });
    const map = screen.getByRole('group', { name: 'Map of the routes and vehicles' });
    const items = within(list).getAllByRole('button');
    const markers = within(map).getAllByRole('button');
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual(items.map((i) => i.getAttribute('aria-label')));
    expect(items[0]).toHaveAttribute('aria-pressed', 'true');
    const user = userEvent.setup();

    await user.click(items[2]!);
    const third = items[2]!.getAttribute('aria-label')!;
    expect(within(map).getByRole('button', { name: third })).toHaveAttribute('aria-pressed', 'true');
    expect(markers[0]).toHaveAttribute('aria-pressed', 'false');

    await user.click(markers[4]!);
    expect(within(list).getByRole('button', { name: markers[4]!.getAttribute('aria-label')! })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(items[2]).toHaveAttribute('aria-pressed', 'false');
    expect(third).toMatch(/^GA-\d{3}-[A-Z]{3}, from \S+ to \S+, \d+% of the way$/);
  });

  it('finds the vehicle chosen on the map in the table, and shows the table’s choice on the map', async () => {
    await renderWithProviders(<LogisticsPage />, { route: path, path });
    const list = await screen.findByRole('list', { name: 'Vehicles on the road' });
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    const user = userEvent.setup();
    const item = within(list).getAllByRole('button')[3]!;
    const plate = item.getAttribute('aria-label')!.split(',')[0]!;
    await user.click(item);
    expect(screen.getByText(`${plate} is shown on the map`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search a plate or a city' })).toHaveValue(plate);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(plate);

    await user.clear(screen.getByRole('searchbox', { name: 'Search a plate or a city' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const show = within(table)
      .getAllByRole('button', { name: /^Show .+ on the map$/ })
      .find((b) => !b.getAttribute('aria-label')!.includes(plate))!;
    const other = show.getAttribute('aria-label')!.replace(/^Show (.+) on the map$/, '$1');
    await user.click(show);
    const chosen = within(list).getByRole('button', { name: new RegExp(`^${other},`) });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).toHaveFocus();
    expect(item).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(`${other} is shown on the map`)).toBeInTheDocument();
  });

  it('shows an error with a retry in every widget when the call fails, and the data after a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/dashboard/logistics', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    await renderWithProviders(<LogisticsPage />, { route: path, path });
    const retries = await screen.findAllByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(retries).toHaveLength(6);
    expect(screen.queryByRole('list', { name: 'Delivery performance' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Vehicles' })).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(retries[2]!);
    expect(await screen.findByRole('list', { name: 'Delivery performance' })).toHaveTextContent('Packages delivered');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });
});
