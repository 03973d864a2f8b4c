import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { widgetsShown } from '@/test/widgets';
import { Component as CrmPage } from './crm-page';

const path = '/dashboards/crm';
const earnings = () => screen.findByRole('figure', { name: 'Earnings by month' });

describe('CRM dashboard', () => {
  it('shows every widget from the API, amounts in CFA francs', async () => {
    await renderWithProviders(<CrmPage />, { route: path, path });
    const countries = await screen.findByRole('list', { name: 'Sales by country' });
    await widgetsShown();
    expect(within(countries).getByText('Gabon')).toBeInTheDocument();
    expect(within(countries).getByText(/128,400,000/)).toHaveTextContent('FCFA');
    expect(await screen.findByRole('progressbar', { name: 'Progress of Port call tracking' })).toHaveAttribute(
      'aria-valuenow',
      '91',
    );
    expect(screen.getByRole('list', { name: 'Recent transactions' }).children).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Activity timeline' })).toHaveTextContent('Invoice #4381 paid');
    expect(await screen.findByRole('figure', { name: 'Sales' })).toHaveAccessibleDescription(
      /^Sales of the last six months: .*FCFA/,
    );
  });

  it('switches the earnings measure with its tabs: orders are counted, sales are amounts', async () => {
    await renderWithProviders(<CrmPage />, { route: path, path });
    const figure = await earnings();
    const user = userEvent.setup();
    expect(within(figure).getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(figure).toHaveAccessibleDescription(/^Orders over twelve months: [\d,]+\. Best month: /);
    expect(within(figure).getByText('Orders over twelve months').nextSibling).not.toHaveTextContent('FCFA');

    await user.click(within(figure).getByRole('tab', { name: 'Profit' }));
    expect(within(figure).getByRole('tab', { name: 'Profit' })).toHaveAttribute('aria-selected', 'true');
    expect(within(figure).getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'false');
    expect(figure).toHaveAccessibleDescription(/^Profit over twelve months: FCFA\s[\d,]+\. Best month: /);
    expect(within(figure).getByText('Profit over twelve months').nextSibling).toHaveTextContent('FCFA');
  });

  it('shows an error with a retry in every widget when the call fails, and the data after a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/dashboard/crm', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    await renderWithProviders(<CrmPage />, { route: path, path });
    const retries = await screen.findAllByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(retries).toHaveLength(7);
    expect(screen.queryByRole('list', { name: 'Sales by country' })).not.toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(retries[3]!);
    expect(await screen.findByRole('list', { name: 'Sales by country' })).toHaveTextContent('Gabon');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });
});
