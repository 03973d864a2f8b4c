import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { recordApiCalls, statFigure, widgetsShown } from '@/test/widgets';
import { OrderStats } from './order-stats';
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
});
