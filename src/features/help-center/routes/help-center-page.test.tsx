import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as HelpArticlePage } from './help-article-page';
import { Component as HelpCenterPage } from './help-center-page';

const route = '/front-pages/help-center';
const articleRoute = { path: '/front-pages/help-center/article/:slug', element: <HelpArticlePage /> };

describe('Help center page', () => {
  it('shows the articles in French and finds them by a word of their body', { timeout: 40_000 }, async () => {
    const { router } = await renderWithProviders(<HelpCenterPage />, { route, language: 'fr', user: null });
    const popular = await screen.findByRole('region', { name: 'Articles populaires' }, { timeout: 5000 });
    expect(within(popular).getByRole('heading', { name: 'Bien démarrer' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Parcourir par catégorie' });
    // A non-breaking space keeps the question mark on the title's last line on a phone.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Bonjour, comment pouvons-nous vous aider\u00a0?',
    );

    const search = screen.getByRole('searchbox', { name: 'Rechercher un article' });
    // "entrepôt" is only in the body of "Retourner un produit".
    await userEvent.setup().type(search, 'ENTREPOT');
    expect(await within(categories).findByText('Retourner un produit')).toBeInTheDocument();
    expect(within(categories).getAllByRole('article')).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=ENTREPOT');

    await userEvent.setup().clear(search);
    await userEvent.setup().type(search, 'warehouse');
    expect(await within(categories).findByRole('status')).toHaveTextContent(
      'Aucun article ne correspond à votre recherche.',
    );
  });

  it('shows the articles in Arabic and finds them without vowel marks', { timeout: 40_000 }, async () => {
    await renderWithProviders(<HelpCenterPage />, { route, language: 'ar', user: null });
    const categories = await screen.findByRole('region', { name: 'تصفح حسب الفئة' }, { timeout: 5000 });
    expect(within(categories).getByRole('heading', { name: 'الفوترة والمدفوعات' })).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('searchbox'), 'مستودع');
    expect(await within(categories).findByText('إرجاع منتج')).toBeInTheDocument();
    expect(within(categories).getAllByRole('article')).toHaveLength(1);
  });

  it('opens each article on its own page, and the related links too', { timeout: 40_000 }, async () => {
    await renderWithProviders(<HelpCenterPage />, { route, user: null, routes: [articleRoute] });
    const categories = await screen.findByRole('region', { name: 'Browse by category' }, { timeout: 5000 });
    await userEvent.setup().click(within(categories).getByRole('link', { name: 'Pay with mobile money' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay with mobile money' })).toBeInTheDocument();
    expect(screen.getByText(/Airtel Money or Moov Money/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Open the invoice and choose Pay.');

    const related = screen.getByRole('complementary', { name: 'Related articles' });
    await userEvent.setup().click(within(related).getByRole('link', { name: 'Refund policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund policy' })).toBeInTheDocument();
    expect(screen.getByText(/refunded in full/)).toBeInTheDocument();
  });
});

describe('Help article page', () => {
  it('says in the reader’s language when no article has the address', { timeout: 40_000 }, async () => {
    await renderWithProviders(<HelpArticlePage />, {
      route: '/front-pages/help-center/article/no-such-article',
      path: articleRoute.path,
      language: 'fr',
      user: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cet article est introuvable' })).toBeInTheDocument();
    expect(
      screen.getByText('Aucun article d’aide n’a cette adresse. Retournez au centre d’aide pour le trouver.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour au centre d'aide" })).toHaveAttribute(
      'href',
      '/front-pages/help-center',
    );
  });
});
