import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { CustomerNotificationsTab } from './customer-notifications-tab';

const customerId = () => db.customers[0]!.customerId;
const open = () => renderWithProviders(<CustomerNotificationsTab customerId={customerId()} />);

describe('the customer’s notification choices', () => {
  it('loads the stored choices, saves the changes and shows them again after a reload', async () => {
    db.customerPreferences.set(customerId(), {
      notifications: {
        newOrder: { email: false, browser: false, app: true },
        orderShipped: { email: false, browser: false, app: false },
        newReview: { email: false, browser: false, app: false },
        promotions: { email: false, browser: false, app: false },
      },
    });
    const user = userEvent.setup();
    const { unmount } = await open();
    expect(await screen.findByRole('checkbox', { name: 'New order – App' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New order – E-mail' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Promotions – Browser' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Notification choices saved.')).toBeVisible();
    expect(db.customerPreferences.get(customerId())?.notifications?.promotions).toEqual({
      email: false,
      browser: true,
      app: false,
    });
    unmount();

    await open();
    expect(await screen.findByRole('checkbox', { name: 'Promotions – Browser' })).toBeChecked();
  });

  it('keeps the choices on screen and says so when the save fails', async () => {
    server.use(
      http.put('*/api/apps/ecommerce/customers/:id/notifications', () => HttpResponse.json({}, { status: 500 })),
    );
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('checkbox', { name: 'Order shipped – App' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/The choices could not be saved/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Order shipped – App' })).toBeChecked();
    expect(db.customerPreferences.has(customerId())).toBe(false);
  });

  it('shows an error with a retry when the choices cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/ecommerce/customers/:id/notifications', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await open();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // A customer who never chose gets the defaults: new orders by e-mail.
    expect(await screen.findByRole('checkbox', { name: 'New order – E-mail' })).toBeChecked();
  });
});
