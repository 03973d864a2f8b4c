import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as CustomerDetailsPage } from '../routes/customer-details-page';

const open = (customerId: number) =>
  renderWithProviders(<CustomerDetailsPage />, {
    route: `/apps/ecommerce/customer/details/${customerId}`,
    path: '/apps/ecommerce/customer/details/:id',
  });

async function editName(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: /^Edit customer/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit the customer' });
  const field = within(dialog).getByRole('textbox', { name: /^Name/ });
  await user.clear(field);
  await user.type(field, name);
  return dialog;
}

describe('editing a customer', () => {
  // The page also loads the customer's orders and chart: two renders of it take longer on a busy machine.
  it('saves through the API and shows the new values, also after a reload', { timeout: 40_000 }, async () => {
    const { customerId } = db.customers[0]!;
    const user = userEvent.setup();
    const { unmount } = await open(customerId);
    const dialog = await editName(user, 'Awa Mba');
    await user.click(within(dialog).getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Senegal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Awa Mba' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(db.customers[0]).toMatchObject({ customer: 'Awa Mba', countryCode: 'SN', country: 'Senegal' });
    unmount();

    await open(customerId);
    expect(await screen.findByRole('heading', { name: 'Awa Mba' })).toBeVisible();
    expect(screen.getAllByText('Senegal').length).toBeGreaterThan(0);
  });

  it('shows what the server refused under its field and keeps what was typed', async () => {
    server.use(
      http.patch('*/api/apps/ecommerce/customers/:id', () =>
        HttpResponse.json({ errors: { email: ['validation.email'] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await open(db.customers[0]!.customerId);
    const dialog = await editName(user, 'Awa Mba');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Awa Mba');
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    await open(db.customers[0]!.customerId);
    const dialog = await editName(user, ' ');
    const phone = within(dialog).getByRole('textbox', { name: /^Contact/ });
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(within(dialog).getByText('Enter a valid phone number')).toBeVisible();
  });
});
