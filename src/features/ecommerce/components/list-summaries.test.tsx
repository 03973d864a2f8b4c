import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { recordApiCalls, statFigure, widgetsShown } from '@/test/widgets';
import { OrderStats } from './order-stats';
import { ProductStats } from './product-stats';
import { ReferralStats } from './referral-stats';
import { ReviewSummary } from './review-summary';
import { Component as CategoryListPage } from '../routes/category-list-page';

const ecommerce = '/api/apps/ecommerce/';

describe('the e-commerce lists’ figures, over every record from one call', () => {
  it('counts the orders of each payment state, with their share', async () => {
    const calls = recordApiCalls(ecommerce);
    await renderWithProviders(<OrderStats />);
    await screen.findByText('Paid', { selector: 'p' });
    await widgetsShown();
    const counts = ['Paid', 'Pending', 'Cancelled', 'Failed'].map((label) =>
      Number(within(statFigure(label)).getByText(/^\d+$/).textContent),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(statFigure('Paid')).toHaveTextContent(`${counts[0]}% of all orders`);
    expect(calls).toEqual(['/api/apps/ecommerce/orders/summary']);
  });

  it('draws each rating’s share of every review as a whole percentage', async () => {
    const calls = recordApiCalls(ecommerce);
    await renderWithProviders(<ReviewSummary />);
    expect(await screen.findByText('100 reviews')).toBeInTheDocument();
    const shares = screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'));
    expect(shares).toHaveLength(5);
    expect(shares.every((share) => /^\d+$/.test(share ?? ''))).toBe(true);
    expect(shares.reduce((sum, share) => sum + Number(share), 0)).toBe(100);
    expect(calls).toEqual(['/api/apps/ecommerce/reviews/summary']);
  });

  it('adds up the referrals’ earnings and counts them', async () => {
    const calls = recordApiCalls(ecommerce);
    await renderWithProviders(<ReferralStats />);
    await screen.findByText('Referrals', { selector: 'p' });
    await waitFor(() => expect(statFigure('Referrals')).toHaveTextContent('45'));
    expect(statFigure('Total earning')).toHaveTextContent(/\$[\d,]+\.\d\d/);
    expect(calls).toEqual(['/api/apps/ecommerce/referrals/summary']);
  });

  it('lists each category with its products added up over the whole catalogue', async () => {
    const calls = recordApiCalls(ecommerce);
    await renderWithProviders(<CategoryListPage />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    const counts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(50);
    expect(calls).toEqual(['/api/apps/ecommerce/products/categories']);
  });

  it.each<[string, ReactElement, string]>([
    ['products', <ProductStats />, 'Stock value'],
    ['orders', <OrderStats />, 'Paid'],
    ['reviews', <ReviewSummary />, '100 reviews'],
    ['referrals', <ReferralStats />, 'Referrals'],
  ])(
    'shows an error with a retry, not zeros, when the %s figures fail, and the retry brings them',
    async (list, ui, shown) => {
      let down = true;
      server.use(
        http.get(`*${ecommerce}${list}/summary`, () =>
          down ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
        ),
      );
      const user = userEvent.setup();
      await renderWithProviders(ui);
      expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
      expect(screen.queryByText(shown)).not.toBeInTheDocument();

      down = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText(shown, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
