import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { OrderStatusSelect } from './order-status-select';

describe('an order’s status select', () => {
  it('shows the chosen status at the click, and the previous one with a message when the server refuses', async () => {
    server.use(http.patch('*/api/apps/ecommerce/orders/:id', () => HttpResponse.json({}, { status: 500 })));
    const order = { ...db.orders.find((o) => o.status === 'Dispatched')! };
    await renderWithProviders(<OrderStatusSelect order={order} />);
    const select = await screen.findByRole('combobox', { name: 'Order status' });
    expect(select).toHaveTextContent('Dispatched');
    fireEvent.mouseDown(select);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Delivered' }));
    // No wait: the click itself shows the choice.
    expect(select).toHaveTextContent('Delivered');
    expect(await screen.findByText('The change could not be saved. Please try again.')).toBeVisible();
    expect(select).toHaveTextContent('Dispatched');
  });
});
