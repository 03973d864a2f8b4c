import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { verifyPassword } from '@/backend/auth/passwords';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { CustomerSecurityTab } from './customer-security-tab';

const customerId = () => db.customers[0]!.customerId;
const open = () => renderWithProviders(<CustomerSecurityTab customerId={customerId()} />);

async function typePassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm/), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the customer’s security', () => {
  it('stores the password an administrator sets, hashed, and says when it was set', async () => {
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText('No administrator has set this customer’s password yet.')).toBeVisible();
    await typePassword(user, 'Okoume-2026');
    expect(await screen.findByText('The new password is saved.')).toBeVisible();
    expect(await screen.findByText(/^Password last set by an administrator on /)).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    const stored = db.customerPreferences.get(customerId())!;
    expect(stored.passwordHash).not.toContain('Okoume-2026');
    expect(await verifyPassword(stored.passwordHash!, 'Okoume-2026')).toBe(true);
  });

  it('keeps what was typed when the password cannot be saved', async () => {
    server.use(http.patch('*/api/apps/ecommerce/customers/:id/security', () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    await open();
    await typePassword(user, 'Okoume-2026');
    expect(await screen.findByText('The password could not be saved. Please try again.')).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Okoume-2026');
  });

  it('stores the two-step switch', async () => {
    const user = userEvent.setup();
    const { unmount } = await open();
    await user.click(await screen.findByRole('switch', { name: /code sent by e-mail/ }));
    expect(await screen.findByText('Two-step verification turned on.')).toBeVisible();
    expect(db.customerPreferences.get(customerId())?.twoFactor).toBe(true);
    unmount();
    await open();
    expect(await screen.findByRole('switch', { name: /code sent by e-mail/ })).toBeChecked();
  });

  it('flips the switch under the pointer at once, and back with a message when the server refuses', async () => {
    server.use(http.patch('*/api/apps/ecommerce/customers/:id/security', () => HttpResponse.json({}, { status: 500 })));
    await open();
    const toggle = await screen.findByRole('switch', { name: /code sent by e-mail/ });
    fireEvent.click(toggle);
    // No wait: the click itself shows the choice (an end-to-end check() failed when it did not).
    expect(toggle).toBeChecked();
    expect(await screen.findByText('The setting could not be saved. Please try again.')).toBeVisible();
    expect(toggle).not.toBeChecked();
  });

  it('shows an error with a retry when the settings cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/ecommerce/customers/:id/security', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await open();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: /code sent by e-mail/ })).not.toBeChecked();
  });
});
