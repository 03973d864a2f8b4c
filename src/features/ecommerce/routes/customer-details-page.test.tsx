import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as CustomerDetailsPage } from './customer-details-page';

const open = (customerId: number) =>
  renderWithProviders(<CustomerDetailsPage />, {
    route: `/apps/ecommerce/customer/details/${customerId}`,
    path: '/apps/ecommerce/customer/details/:id',
  });

const ordersOf = (email: string) => db.orders.filter((o) => o.email === email);

describe('a customer’s orders and spending', () => {
  it('lists their orders newest first, each linking to its details, a page at a time', async () => {
    const customer = db.customers[0]!;
    const mine = ordersOf(customer.email).sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.id - b.id);
    expect(mine.length).toBeGreaterThan(5);
    const user = userEvent.setup();
    await open(customer.customerId);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const link = await within(table).findByRole('link', { name: `#${mine[0]!.order}` });
    expect(link).toHaveAttribute('href', `/apps/ecommerce/order/details/${mine[0]!.order}`);
    expect(within(table).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText(`1–5 of ${mine.length}`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByRole('link', { name: `#${mine[5]!.order}` })).toBeVisible();
    expect(within(table).queryByRole('link', { name: `#${mine[0]!.order}` })).not.toBeInTheDocument();
  });

  it('draws their spending by month and says it in words for screen readers', async () => {
    await open(db.customers[0]!.customerId);
    const figure = await screen.findByRole('figure', { name: 'Spending by month' });
    expect(figure).toHaveAccessibleDescription(/^Spent \$[\d,.]+ from \w+ \d{4} to \w+ \d{4}; the highest month is/);
  });

  it('says so when the customer has ordered nothing', async () => {
    const quiet = db.customers.find((c) => ordersOf(c.email).length === 0)!;
    await open(quiet.customerId);
    expect(await screen.findByText('This customer has placed no order in the shop’s order list.')).toBeVisible();
    expect(await screen.findByText('Their spending shows here once they order.')).toBeVisible();
  });

  it('shows an error with a retry when their orders cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/ecommerce/customers/:id/orders', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await open(db.customers[0]!.customerId);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    fail = false;
    await user.click(within(alerts[1]!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: 'Spending by month' })).toBeVisible();
    expect(await within(screen.getByRole('table', { name: 'Orders' })).findAllByRole('link')).toHaveLength(5);
  });
});
