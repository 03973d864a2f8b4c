import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppBarSearch } from '@/features/search/components/app-bar-search';
import { renderWithProviders } from '@/test/render-with-providers';
import { useSearchResolver } from './use-search-resolver';

configure({ asyncUtilTimeout: 8000 });

function NavbarSearch() {
  return <AppBarSearch resolve={useSearchResolver()} />;
}

describe('app-bar search for the client account', () => {
  it('offers only pages the client may open, and never an empty list of suggestions', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NavbarSearch />, { route: '/access-control', user: 'client', language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Rechercher' }));
    const box = await screen.findByRole('combobox');
    const popular = within(await screen.findByRole('group', { name: 'Pages populaires' })).getAllByRole('option');
    expect(popular.map((o) => o.textContent)).toEqual([
      expect.stringContaining("Page d'accueil"),
      expect.stringContaining("Centre d'aide"),
      expect.stringContaining("Contrôle d'accès"),
    ]);

    await user.type(box, 'factur');
    const empty = await screen.findByRole('status');
    expect(within(empty).getByText('Aucun résultat pour « factur »')).toBeInTheDocument();
    const chips = within(empty).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(["Page d'accueil", "Centre d'aide", "Contrôle d'accès"]);

    await user.clear(box);
    await user.type(box, 'contrôle');
    expect(await screen.findByRole('option', { name: /Contrôle d'accès/ })).toBeInTheDocument();
  });
});
