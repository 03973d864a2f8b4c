import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { CustomerAddressTab } from './customer-address-tab';

const customer = () => db.customers[0]!;
const open = () => renderWithProviders(<CustomerAddressTab customer={customer()} />);
const bookOf = () => db.customerAddresses.filter((a) => a.customerId === customer().customerId);

async function fillNewAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add address' }));
  const dialog = await screen.findByRole('dialog', { name: 'New address' });
  const recipient = within(dialog).getByRole('textbox', { name: /^Recipient/ });
  await user.clear(recipient);
  await user.click(recipient);
  await user.paste('Awa Mba');
  // Pasted: typing letter by letter adds nothing to what is checked and is slow on a busy machine.
  await user.click(within(dialog).getByRole('textbox', { name: /^Address line 1/ }));
  await user.paste('12, Rue Ange Mba');
  await user.click(within(dialog).getByRole('textbox', { name: /^City/ }));
  await user.paste('Port-Gentil');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Use for billing by default' }));
  return dialog;
}

describe('the customer’s address book', () => {
  // Typing a whole address in jsdom: over 20 s with the build and another test file beside it on two cores.
  it(
    'lists the default address, adds one through the dialog and moves the billing default to it',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      await open();
      const list = await screen.findByRole('list', { name: 'Address book' });
      const home = within(list).getByRole('listitem', { name: `Home – ${customer().customer}` });
      expect(within(home).getByText('Default shipping')).toBeVisible();
      expect(within(home).getByText('Default billing')).toBeVisible();

      const dialog = await fillNewAddress(user);
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      const added = await within(list).findByRole('listitem', { name: 'Home – Awa Mba' });
      expect(within(added).getByText('12, Rue Ange Mba')).toBeVisible();
      expect(within(added).getByText('Default billing')).toBeVisible();
      expect(await screen.findByText('Address saved.')).toBeVisible();
      await within(list)
        .findAllByText('Default billing')
        .then((chips) => expect(chips).toHaveLength(1));
      expect(bookOf()).toHaveLength(2);
    },
  );

  it('shows what the server refused under its field and keeps what was typed', async () => {
    server.use(
      http.post('*/api/apps/ecommerce/customers/:id/addresses', () =>
        HttpResponse.json({ errors: { city: ['validation.tooLong'] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await open();
    const dialog = await fillNewAddress(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This text is too long')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('12, Rue Ange Mba');
    expect(bookOf()).toHaveLength(1);
  });

  const addOther = () =>
    db.customerAddresses.push({
      ...bookOf()[0]!,
      id: 500,
      label: 'other',
      defaultShipping: false,
      defaultBilling: false,
    });
  const otherCard = () => screen.findByRole('listitem', { name: `Other – ${customer().customer}` });
  async function pick(user: ReturnType<typeof userEvent.setup>, card: HTMLElement, action: string) {
    await user.click(within(card).getByRole('button', { name: /^Actions for the address/ }));
    await user.click(await screen.findByRole('menuitem', { name: action }));
  }

  it('makes an address the shipping default, and gives it back when that address is deleted', async () => {
    addOther();
    const user = userEvent.setup();
    await open();
    const other = await otherCard();
    await pick(user, other, 'Use for shipping by default');
    expect(await within(other).findByText('Default shipping')).toBeVisible();
    expect(bookOf().find((a) => a.id === 500)).toMatchObject({ defaultShipping: true, defaultBilling: false });

    await pick(user, other, 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted.')).toBeVisible();
    expect(screen.queryByRole('listitem', { name: `Other – ${customer().customer}` })).not.toBeInTheDocument();
    expect(bookOf()).toEqual([expect.objectContaining({ defaultShipping: true, defaultBilling: true })]);
  });

  it('edits an address in the dialog, filled with its values', async () => {
    addOther();
    const user = userEvent.setup();
    await open();
    const other = await otherCard();
    await pick(user, other, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the address' });
    const city = within(dialog).getByRole('textbox', { name: /^City/ });
    expect(city).toHaveValue(bookOf()[0]!.city);
    await user.clear(city);
    await user.type(city, 'Oyem');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(other).findByText('Oyem')).toBeVisible();
    expect(bookOf().find((a) => a.id === 500)?.city).toBe('Oyem');
  });

  it('shows an error with a retry when the book cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/ecommerce/customers/:id/addresses', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await open();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Address book' })).toBeVisible();
  });
});
