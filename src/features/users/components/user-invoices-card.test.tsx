import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { UserInvoicesCard } from './user-invoices-card';

const table = () => screen.findByRole('table', { name: 'Invoices issued' });

describe('the user view’s invoices', () => {
  it('lists the invoices the user issued, newest first, each linking to its preview', async () => {
    await renderWithProviders(<UserInvoicesCard userId={7} />);
    await screen.findByRole('link', { name: 'OKD-0107' });
    const rows = within(await table()).getAllByRole('row');
    const links = rows.slice(1).map((row) => within(row).getByRole('link'));
    expect(links.map((a) => a.textContent)).toEqual(['OKD-0107', 'OKD-0057', 'OKD-0007']);
    expect(links[2]).toHaveAttribute('href', '/apps/invoice/preview/7');
    expect(within(rows[1]!).getAllByRole('cell').at(-1)!.textContent).toMatch(/FCFA|XAF/);
  });

  it('says so when the user issued none', async () => {
    await renderWithProviders(<UserInvoicesCard userId={999} />);
    expect(await within(await table()).findByText('No invoices')).toBeInTheDocument();
  });

  it('shows an error with a retry, then the invoices', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/invoices', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    await renderWithProviders(<UserInvoicesCard userId={7} />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: 'OKD-0007' })).toBeInTheDocument();
  });
});
