import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AppBarSearch } from './app-bar-search';

const renderSearch = () =>
  renderWithProviders(<AppBarSearch />, { route: '/start', routes: [{ path: '*', element: <p>elsewhere</p> }] });

const activeLabel = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('AppBarSearch', () => {
  it(
    'opens with Ctrl+K, moves through results with the arrows and opens the chosen page with Enter',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const { router } = await renderSearch();
      await screen.findByRole('button', { name: 'Search' });
      await user.keyboard('{Control>}k{/Control}');
      const box = await screen.findByRole('combobox', { name: 'Search the application' });
      expect(box).toHaveFocus();

      await user.type(box, 'an');
      const listbox = screen.getByRole('listbox');
      await waitFor(() => expect(within(listbox).getByRole('option', { name: /Manage Reviews/ })).toBeInTheDocument());
      const options = within(listbox).getAllByRole('option');
      expect(options.length).toBeGreaterThan(2);
      // Categories are groups; none holds more than five results.
      for (const group of within(listbox).getAllByRole('group'))
        expect(within(group).getAllByRole('option').length).toBeLessThanOrEqual(5);

      expect(activeLabel(box)).toBe(options[0]?.textContent);
      await user.keyboard('{ArrowDown}');
      expect(activeLabel(box)).toBe(options[1]?.textContent);
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(activeLabel(box)).toBe(options.at(-1)?.textContent);
      expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');

      await user.clear(box);
      await user.type(box, 'analytics');
      await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/analytics'));
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    },
  );

  it('says when nothing matches, offers the recent page when empty, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { router } = await renderSearch();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const box = await screen.findByRole('combobox');
    // The page opened in the previous test is remembered.
    expect(
      within(screen.getByRole('group', { name: 'Recent' })).getByRole('option', { name: /Analytics/ }),
    ).toBeInTheDocument();

    await user.type(box, 'zzzz');
    expect(await screen.findByText('No results for “zzzz”')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/start');
  });
});
