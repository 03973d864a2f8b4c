import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as DashboardPage } from './dashboard-page';

const path = '/dashboards/ecommerce';

/** The figure under a stat card's label. */
const figureOf = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement!;

describe('e-commerce dashboard', () => {
  it('shows the figures of every record from one call: totals, the most reviewed products, the newest orders', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
    await renderWithProviders(<DashboardPage />, { route: path, path });
    await screen.findByText('Orders', { selector: 'p' });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(figureOf('Orders')).toHaveTextContent('100');
    expect(figureOf('Customers')).toHaveTextContent('100');
    expect(figureOf('Products')).toHaveTextContent('50');
    expect(figureOf('Revenue')).toHaveTextContent(/\$[\d.]+K/);
    const rowsOf = (card: string) =>
      screen.getByRole('heading', { name: card }).closest('.MuiCard-root')!.querySelectorAll('li');
    expect(rowsOf('Top products')).toHaveLength(5);
    expect(rowsOf('Recent orders')).toHaveLength(5);
    expect(calls.filter((p) => p.startsWith('/api/apps/ecommerce/'))).toEqual(['/api/apps/ecommerce/dashboard']);
    server.events.removeAllListeners();
  });

  it('shows an error with a retry when the call fails, and the figures after a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/ecommerce/dashboard', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    await renderWithProviders(<DashboardPage />, { route: path, path });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.queryByText('Orders', { selector: 'p' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(retry);
    await waitFor(() => expect(figureOf('Products')).toHaveTextContent('50'));
  });
});
