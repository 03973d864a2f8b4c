import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as PricingPage } from './pricing-page';

const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

describe('pricing page', () => {
  it('lists the four plans, the recommended one marked', async () => {
    await renderWithProviders(<PricingPage />, { route: '/pages/pricing' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    const names = ['Basic', 'Team', 'Company', 'Enterprise'];
    for (const name of names) expect(screen.getByRole('article', { name })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Company' })).getByText('Recommended')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Basic' })).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Compare the plans' })).toBeInTheDocument();
  });

  it('the annual toggle lowers the monthly prices and shows the yearly bill', async () => {
    await renderWithProviders(<PricingPage />, { route: '/pages/pricing' });
    const team = await screen.findByRole('article', { name: 'Team' }, { timeout: 5000 });
    expect(within(team).getByTestId('price-team')).toHaveTextContent(/15,000/);
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Annual' }));
    expect(screen.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
    expect(digits(within(team).getByTestId('price-team').textContent)).toBe(12_000);
    expect(within(team).getByText(/Billed .*144,000 per year/)).toBeInTheDocument();
    expect(screen.getByText('Save 20% with annual billing')).toBeInTheDocument();
  });

  it('formats prices in French', async () => {
    await renderWithProviders(<PricingPage />, { route: '/pages/pricing', language: 'fr' });
    expect(await screen.findByTestId('price-company', {}, { timeout: 5000 })).toHaveTextContent(/45\s000\sFCFA/);
  });
});
