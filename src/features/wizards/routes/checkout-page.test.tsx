import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { focusMovesTo } from '@/test/focus';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as CheckoutPage } from './checkout-page';

const path = '/wizard-examples/checkout';
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  resetDb();
  sessionStorage.clear();
});

describe('checkout wizard', () => {
  it(
    'prices the cart, gates each step, keeps the choices going back, and saves the order',
    { timeout: 120_000 },
    async () => {
      const user = userEvent.setup();
      // A step not reachable yet in the address opens the first one to fill: the address, once the cart
      // holds the catalogue's first products.
      await renderWithProviders(<CheckoutPage />, { route: `${path}?step=payment`, path });
      await waitFor(() => expect(location()).toBe(`${path}?step=address`), { timeout: 15_000 });
      const stepper = screen.getByRole('navigation', { name: 'Steps' });
      await user.click(within(stepper).getByRole('button', { name: /Cart/ }));
      const cart = await screen.findByRole('list', { name: 'Items in the cart' }, { timeout: 15_000 });
      const lines = await within(cart).findAllByRole('listitem');
      expect(lines).toHaveLength(3);
      const name = lines[0]!.getAttribute('aria-label')!;
      await user.click(within(lines[0]!).getByRole('button', { name: `One more ${name}` }));
      expect(within(lines[0]!).getByRole('status', { name: `Quantity of ${name}` })).toHaveTextContent('2');
      expect(screen.getByRole('complementary', { name: 'Price details' })).toHaveTextContent('Subtotal (4 items)');

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await focusMovesTo({ level: 2, name: 'Address' });
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
      expect(location()).toBe(`${path}?step=address`);
      await user.type(screen.getByLabelText('Full name'), 'Awa Ndong');
      await user.type(screen.getByLabelText('Phone'), '+241 06 12 34 56');
      await user.type(screen.getByLabelText('Address'), 'Boulevard Triomphal');
      await user.type(screen.getByLabelText('City'), 'Libreville');
      await user.click(screen.getByRole('button', { name: 'Next' }));

      await focusMovesTo({ level: 2, name: 'Payment' });
      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await focusMovesTo({ level: 2, name: 'Confirmation' });
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Next' }));

      await user.click(await screen.findByRole('button', { name: 'Place order' }));
      await focusMovesTo({ name: 'Thank you, your order is saved' });
      expect(screen.getByText('CMD-0001')).toBeInTheDocument();
    },
  );
});
