import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as PermissionListPage } from './permission-list-page';

const path = '/apps/permissions';
const table = () => screen.getByRole('table', { name: 'Permissions' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent ?? '');
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('permission list page', () => {
  it(
    'reads search and sort from the URL, writes changes back, and Back restores the view',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const { router } = await renderWithProviders(<PermissionListPage />, {
        route: `${path}?q=supp&sortBy=name&orderBy=desc`,
        path,
      });
      await waitFor(
        () => expect(names()).toEqual(['Project Planning', "Manage Others' Tasks", 'Manage Email Sequences']),
        {
          timeout: 15_000,
        },
      );
      expect(screen.getByRole('searchbox', { name: 'Search a permission' })).toHaveValue('supp');
      expect(within(table()).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
      expect(within(table()).getAllByText('Support')).toHaveLength(3);

      await user.click(within(table()).getByRole('button', { name: 'Name' }));
      await waitFor(() => expect(searchOf(router)).toEqual({ q: 'supp' }));
      await waitFor(() =>
        expect(names()).toEqual(['Project Planning', 'Manage Email Sequences', "Manage Others' Tasks"]),
      );
      await user.click(within(table()).getByRole('button', { name: 'Name' }));
      await waitFor(() => expect(searchOf(router)).toEqual({ q: 'supp', sortBy: 'name', orderBy: 'asc' }));
      await waitFor(() =>
        expect(names()).toEqual(['Manage Email Sequences', "Manage Others' Tasks", 'Project Planning']),
      );

      const search = screen.getByRole('searchbox', { name: 'Search a permission' });
      await user.clear(search);
      await user.type(search, 'billing');
      await waitFor(() => expect(searchOf(router)).toEqual({ q: 'billing', sortBy: 'name', orderBy: 'asc' }));
      await waitFor(() => expect(names()).toEqual(['Manage Billing & Roles']));

      await router.navigate(-1);
      await waitFor(() => expect(searchOf(router)).toEqual({ q: 'supp' }));
      await waitFor(() => expect(names()).toHaveLength(3));
    },
  );

  it('says when nothing matches', async () => {
    await renderWithProviders(<PermissionListPage />, { route: `${path}?q=zzzz`, path });
    expect(await screen.findByText('No results', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows an error with a retry when the API fails', async () => {
    server.use(http.get('*/api/apps/permissions', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<PermissionListPage />, { route: path, path });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
