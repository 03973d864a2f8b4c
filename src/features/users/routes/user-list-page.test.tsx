import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as UserListPage } from './user-list-page';

// The machine is shared and slow at times: give async queries room before calling a failure.

const path = '/apps/user/list';
const table = () => screen.getByRole('table', { name: 'Users' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const column = (index: number) => bodyRows().map((r) => within(r).getAllByRole('cell')[index]?.textContent ?? '');
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const isSorted = (values: string[], dir: 1 | -1) =>
  values.every((v, i) => i === 0 || dir * values[i - 1]!.localeCompare(v, 'en', { sensitivity: 'base' }) <= 0);

describe('user list page', () => {
  beforeEach(() => resetDb());

  it(
    'reads a filter and a sort from the URL, writes changes back, and Back restores the view',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const { router } = await renderWithProviders(<UserListPage />, {
        route: `${path}?role=editor&sortBy=email&orderBy=desc`,
        path,
      });

      // The first render also loads the page's strings: on a busy machine that can take a while.
      await waitFor(() => expect(column(2)).toContain('Editor'), { timeout: 15_000 });
      expect(new Set(column(2))).toEqual(new Set(['Editor']));
      expect(isSorted(column(1), -1)).toBe(true);
      expect(screen.getByLabelText('Role')).toHaveTextContent('Editor');
      expect(within(table()).getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'descending');

      await user.click(screen.getByLabelText('Status'));
      await user.click(await screen.findByRole('option', { name: 'Active' }));
      await waitFor(() =>
        expect(searchOf(router)).toEqual({ role: 'editor', status: 'active', sortBy: 'email', orderBy: 'desc' }),
      );
      await waitFor(() => expect(new Set(column(5))).toEqual(new Set(['Active'])));
      expect(new Set(column(2))).toEqual(new Set(['Editor']));

      await user.click(within(table()).getByRole('button', { name: 'User' }));
      await waitFor(() =>
        expect(searchOf(router)).toEqual({ role: 'editor', status: 'active', sortBy: 'user', orderBy: 'asc' }),
      );
      await waitFor(() =>
        expect(
          isSorted(
            column(0).map((c) => c.replace(/@.*$/, '')),
            1,
          ),
        ).toBe(true),
      );

      await router.navigate(-1);
      await router.navigate(-1);
      await waitFor(() => expect(searchOf(router)).toEqual({ role: 'editor', sortBy: 'email', orderBy: 'desc' }));
      await waitFor(() => expect(screen.getByLabelText('Status')).toHaveTextContent('All'));
    },
  );

  it('shows the totals of every account, by status, from the API', async () => {
    await renderWithProviders(<UserListPage />, { route: `${path}?role=admin`, path });
    const total = await screen.findByText('Users', { selector: 'p' });
    await waitFor(() => expect(total.parentElement).toHaveTextContent('50'));
    for (const label of ['Active users', 'Pending users', 'Inactive users']) {
      expect(screen.getByText(label, { selector: 'p' }).parentElement).toHaveTextContent(/of all users/);
    }
  });

  it('says when no user matches', async () => {
    await renderWithProviders(<UserListPage />, { route: `${path}?q=zzzz-nobody`, path });
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('shows an error with a retry when the API fails, and the retry loads the users', async () => {
    let fail = true;
    server.use(http.get('*/api/apps/users', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    await renderWithProviders(<UserListPage />, { route: path, path });
    const alert = await within(await screen.findByRole('table', { name: 'Users' })).findByRole('alert');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('deletes a user after confirmation and refreshes the list and the totals', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    await renderWithProviders(<UserListPage />, { route: path, path });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const name = within(bodyRows()[0]!).getAllByRole('link')[0]!.textContent!;
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Users', { selector: 'p' }).parentElement).toHaveTextContent('49'));
  });

  it(
    'adds a user through the drawer and shows them at once, whatever view the list was on',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      // A filtered, sorted second page: the new user would be on none of its rows.
      const { router } = await renderWithProviders(<UserListPage />, {
        route: `${path}?role=admin&sortBy=user&page=2&itemsPerPage=5`,
        path,
      });
      await waitFor(() => expect(bodyRows()).toHaveLength(5), { timeout: 15_000 });
      await user.click(screen.getByRole('button', { name: 'Add user' }));
      const drawer = await screen.findByRole('dialog', { name: 'Add a user' });
      await user.type(within(drawer).getByLabelText(/Full name/), 'Ysolde Kwaterbak');
      await user.type(within(drawer).getByLabelText(/Username/), 'gmintsa');
      await user.type(within(drawer).getByLabelText(/E-mail/), 'ghislain@okoume.demo');
      await user.type(within(drawer).getByLabelText(/Company/), 'Okoumé Digital');
      await user.type(within(drawer).getByLabelText(/Country/), 'Gabon');
      await user.type(within(drawer).getByLabelText(/Contact/), '+241 06 12 34 56');
      await user.click(within(drawer).getByLabelText(/Role/));
      await user.click(await screen.findByRole('option', { name: 'Editor' }));
      await user.click(within(drawer).getByLabelText(/Plan/));
      await user.click(await screen.findByRole('option', { name: 'Team' }));
      await user.click(within(drawer).getByRole('button', { name: 'Add' }));
      // The list searches for the new e-mail, filters cleared, back to page 1 (the sort and page size stay).
      await waitFor(() =>
        expect(searchOf(router)).toEqual({
          q: 'ghislain@okoume.demo',
          sortBy: 'user',
          orderBy: 'asc',
          itemsPerPage: '5',
        }),
      );
      await waitFor(() => expect(column(0)).toContainEqual(expect.stringContaining('Ysolde Kwaterbak')));
      const row = bodyRows().find((r) => r.textContent?.includes('Ysolde Kwaterbak'))!;
      expect(row).toHaveAttribute('aria-current', 'true');
      expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('Editor');
      // Its link opens this user, not another one with the same id.
      expect(within(row).getByRole('link', { name: 'Ysolde Kwaterbak' })).toHaveAttribute('href', '/apps/user/view/51');
    },
  );
});
