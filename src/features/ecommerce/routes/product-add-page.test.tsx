import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as ProductAddPage } from './product-add-page';

function ListProbe() {
  return <p>Product list: {useLocation().search}</p>;
}

async function fillProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Product name/ }), 'Okoumé Desk Lamp');
  await user.type(screen.getByRole('textbox', { name: /^SKU/ }), '123456');
  await user.type(screen.getByRole('textbox', { name: /^Base price/ }), '79.5');
  const qty = screen.getByRole('textbox', { name: /^Quantity/ });
  await user.clear(qty);
  await user.type(qty, '12');
  await user.click(screen.getByRole('combobox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Office' }));
}

describe('adding a product', () => {
  it('keeps the product and opens the list on it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ProductAddPage />, {
      route: '/apps/ecommerce/product/add',
      routes: [{ path: '/apps/ecommerce/product/list', element: <ListProbe /> }],
    });
    await fillProduct(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Product list: ?q=Okoum%C3%A9%20Desk%20Lamp')).toBeVisible();
    expect(db.products.find((p) => p.productName === 'Okoumé Desk Lamp')).toMatchObject({
      id: 51,
      category: 'Office',
      price: '$79.50',
      qty: 12,
      stock: true,
      sku: 123456,
    });
  });

  it('shows what the server refused under its field and keeps what was typed', async () => {
    server.use(
      http.post('*/api/apps/ecommerce/products', () =>
        HttpResponse.json({ errors: { sku: ['validation.sku'] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<ProductAddPage />, { route: '/apps/ecommerce/product/add' });
    await fillProduct(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText('The product could not be saved. Your entries are kept: please try again.'),
    ).toBeVisible();
    const sku = screen.getByRole('textbox', { name: /^SKU/ });
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveValue('123456');
    expect(screen.getByRole('textbox', { name: /^Product name/ })).toHaveValue('Okoumé Desk Lamp');
    expect(within(screen.getByTestId('location')).getByText('/apps/ecommerce/product/add')).toBeInTheDocument();
  });
});
