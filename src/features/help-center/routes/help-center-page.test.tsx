import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as HelpCenterPage } from './help-center-page';

const route = '/front-pages/help-center';

describe('Help center page', () => {
  it('shows the articles in French and finds them by their French titles', { timeout: 40_000 }, async () => {
    await renderWithProviders(<HelpCenterPage />, { route, language: 'fr', user: null });
    const popular = await screen.findByRole('region', { name: 'Articles populaires' }, { timeout: 5000 });
    expect(within(popular).getByRole('heading', { name: 'Bien démarrer' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Parcourir par catégorie' });
    // A non-breaking space keeps the question mark on the title's last line on a phone.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Bonjour, comment pouvons-nous vous aider\u00a0?',
    );

    const search = screen.getByRole('searchbox', { name: 'Rechercher un article' });
    await userEvent.setup().type(search, 'FACTURE');
    expect(await within(categories).findByText('Télécharger une facture')).toBeInTheDocument();
    expect(within(categories).getAllByRole('article')).toHaveLength(1);

    await userEvent.setup().clear(search);
    await userEvent.setup().type(search, 'invoice');
    expect(await within(categories).findByRole('status')).toHaveTextContent(
      'Aucun article ne correspond à votre recherche.',
    );
  });

  it('shows the articles in Arabic and finds them without vowel marks', { timeout: 40_000 }, async () => {
    await renderWithProviders(<HelpCenterPage />, { route, language: 'ar', user: null });
    const categories = await screen.findByRole('region', { name: 'تصفح حسب الفئة' }, { timeout: 5000 });
    expect(within(categories).getByRole('heading', { name: 'الفوترة والمدفوعات' })).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('searchbox'), 'تتبع');
    expect(await within(categories).findByText('تتبّع طلب')).toBeInTheDocument();
    expect(within(categories).getAllByRole('article')).toHaveLength(1);
  });
});
