import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as ProductEditPage } from './product-edit-page';

function ListProbe() {
  return <p>Product list: {useLocation().search}</p>;
}

const open = (id: number | string) =>
  renderWithProviders(<ProductEditPage />, {
    route: `/apps/ecommerce/product/edit/${id}`,
    path: '/apps/ecommerce/product/edit/:id',
    routes: [{ path: '/apps/ecommerce/product/list', element: <ListProbe /> }],
  });

describe('editing a product', () => {
  it('loads the product into the form, saves it and opens the list on it', async () => {
    const product = db.products.find((p) => p.id === 5)!;
    const user = userEvent.setup();
    await open(5);
    const name = await screen.findByRole('textbox', { name: /^Product name/ });
    expect(name).toHaveValue(product.productName);
    expect(screen.getByRole('textbox', { name: /^SKU/ })).toHaveValue(String(product.sku));
    expect(screen.getByRole('textbox', { name: /^Base price/ })).toHaveValue(product.price.replace(/[$,]/g, ''));
    await user.clear(name);
    await user.type(name, 'Lampe Okoumé');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product list: ?q=Lampe%20Okoum%C3%A9')).toBeVisible();
    expect(db.products.find((p) => p.id === 5)).toEqual({ ...product, productName: 'Lampe Okoumé' });
  });

  it('shows what the server refused under its field and keeps what was typed', async () => {
    server.use(
      http.patch('*/api/apps/ecommerce/products/:id', () =>
        HttpResponse.json({ errors: { sku: ['validation.sku'] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await open(5);
    const name = await screen.findByRole('textbox', { name: /^Product name/ });
    await user.clear(name);
    await user.type(name, 'Lampe Okoumé');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('The product could not be saved. Your entries are kept: please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^SKU/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Product name/ })).toHaveValue('Lampe Okoumé');
    expect(screen.getByTestId('location')).toHaveTextContent('/apps/ecommerce/product/edit/5');
  });

  it('shows the not-found card for an unknown product', async () => {
    await open(999);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeVisible();
    expect(screen.getByText('No product has the ID 999. It may have been deleted.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/product/list',
    );
  });
});
