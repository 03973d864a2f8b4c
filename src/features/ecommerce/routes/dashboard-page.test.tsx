import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { recordApiCalls, statFigure, widgetsShown } from '@/test/widgets';
import { Component as DashboardPage } from './dashboard-page';

const path = '/dashboards/ecommerce';

describe('e-commerce dashboard', () => {
  it('shows the figures of every record from one call: totals, the most reviewed products, the newest orders', async () => {
    const calls = recordApiCalls('/api/apps/ecommerce/');
    await renderWithProviders(<DashboardPage />, { route: path, path });
    await screen.findByText('Orders', { selector: 'p' });
    await widgetsShown();
    expect(statFigure('Orders')).toHaveTextContent('100');
    expect(statFigure('Customers')).toHaveTextContent('100');
    expect(statFigure('Products')).toHaveTextContent('50');
    expect(statFigure('Revenue')).toHaveTextContent(/\$[\d.]+K/);
    const rowsOf = (card: string) =>
      screen.getByRole('heading', { name: card }).closest('.MuiCard-root')!.querySelectorAll('li');
    expect(rowsOf('Top products')).toHaveLength(5);
    expect(rowsOf('Recent orders')).toHaveLength(5);
    expect(calls).toEqual(['/api/apps/ecommerce/dashboard']);
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
    await waitFor(() => expect(statFigure('Products')).toHaveTextContent('50'));
  });
});
