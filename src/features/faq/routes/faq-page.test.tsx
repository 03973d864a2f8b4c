import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as FaqPage } from './faq-page';

const path = '/pages/faq';

describe('FAQ page', () => {
  it('shows every group as a tab, and the first group with its questions', async () => {
    await renderWithProviders(<FaqPage />, { route: path });
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 5000 });
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Payment',
      'Delivery',
      'Cancellation & Return',
      'My Orders',
      'Product & Services',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('Get help with payment')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Delivery' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByText(/Scheduled delivery of large items/)).toBeVisible();
  });

  it('writes the search to ?q= and keeps only the matching questions', async () => {
    const { router } = await renderWithProviders(<FaqPage />, { route: path });
    await screen.findAllByRole('tab', {}, { timeout: 5000 });
    await userEvent.setup().type(screen.getByLabelText('Search a question'), 'cancel');
    await waitFor(() => expect(router.state.location.search).toBe('?q=cancel'));
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Cancellation & Return' })).toBeInTheDocument();
    expect(screen.getByText('Can I cancel my order?')).toBeInTheDocument();
    expect(screen.queryByText('Can I return my product?')).not.toBeInTheDocument();
  });

  it('reads q from the URL, says when nothing matches, and clears the search', async () => {
    const { router } = await renderWithProviders(<FaqPage />, { route: `${path}?q=zzz` });
    expect(await screen.findByText('No question matches', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Search a question')).toHaveValue('zzz');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByRole('tab')).toHaveLength(5);
    expect(screen.getByLabelText('Search a question')).toHaveValue('');
  });

  it('shows an error with a retry that loads the questions', async () => {
    let fail = true;
    server.use(http.get('*/api/pages/faq', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    await renderWithProviders(<FaqPage />, { route: path });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The questions could not be loaded',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('tab')).toHaveLength(5);
  });

  it('offers the brand e-mail and phone', async () => {
    await renderWithProviders(<FaqPage />, { route: path });
    expect(
      await screen.findByRole('heading', { name: 'Still have a question?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /contact@okoume-digital\.example/ })).toHaveAttribute(
      'href',
      'mailto:contact@okoume-digital.example',
    );
    expect(screen.getByRole('link', { name: /\+241 11 44 55 66/ })).toHaveAttribute('href', 'tel:+24111445566');
  });

  it('answers in French on the French page, and "livraison" finds answers and opens them', async () => {
    const { router } = await renderWithProviders(<FaqPage />, { route: path, language: 'fr' });
    expect(await screen.findByRole('tab', { name: 'Paiement' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Le paiement est prélevé au moment de la commande/)).toBeVisible();

    await userEvent.setup().type(screen.getByLabelText('Rechercher une question'), 'livraison');
    await waitFor(() => expect(router.state.location.search).toBe('?q=livraison'));
    // Both questions are found by their answers, and both answers are shown open, not only the first.
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Annulation et retour' }));
    expect(screen.getByText(/jusqu’à 72 heures avant la livraison programmée/)).toBeVisible();
    expect(screen.getByText(/dans les 15 jours suivant la livraison/)).toBeVisible();
    expect(screen.queryByText('Quand serai-je remboursé ?')).not.toBeInTheDocument();
  });

  it('keeps the selected topic when the language changes', async () => {
    await renderWithProviders(<FaqPage />, { route: path, language: 'fr' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Livraison' }, { timeout: 5000 }));
    await i18next.changeLanguage('ar');
    expect(await screen.findByRole('tab', { name: 'التوصيل', selected: true }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('توصيل الطرود مجاني');
  });
});
