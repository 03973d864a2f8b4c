import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { defineList, type ListQuery, type ListSpec } from '@/lib/list-query';
import { prefetchWaitMs, type TableUrlState, useTableUrlState } from './use-table-url-state';

/** React's flag for a test environment that wraps updates in `act`. */
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const spec = defineList({ sortKeys: ['price'], filters: ['category'] });
const noFilters = defineList({});

/**
 * A list's URL state under a memory router at `entry` (beside an `/other` page), drawing its page number. Unless the
 * test passes its own `prefetch`, each view's rows arrive when the test calls the matching `answers[i]()`.
 */
function renderList<F extends string, S extends string>(
  list: ListSpec<F, S>,
  entry: string,
  prefetch?: (query: ListQuery<F, S>) => Promise<unknown>,
) {
  const answers: (() => void)[] = [];
  const view: { table?: TableUrlState<F, S> } = {};
  const ask = prefetch ?? (() => new Promise<void>((done) => answers.push(done)));
  function Probe() {
    view.table = useTableUrlState(list, { prefetch: ask });
    return <output>page {view.table.state.page}</output>;
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: <Probe /> },
      { path: '/other', element: <p>other</p> },
    ],
    { initialEntries: [entry] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { table: () => view.table!, answers, router, container };
}

describe('useTableUrlState prefetch', () => {
  it("hands the next view's API query to `prefetch` as the user acts", async () => {
    const prefetch = vi.fn();
    const { table } = renderList(spec, '/?category=Shoes&page=3', prefetch);
    await act(async () => table().toggleSort('price'));
    expect(prefetch).toHaveBeenCalledWith({
      q: '',
      filters: { category: 'Shoes' },
      sortBy: 'price',
      orderBy: 'asc',
      page: 3,
      itemsPerPage: 10,
    });
    await act(async () => table().setSearch('nike'));
    expect(prefetch).toHaveBeenLastCalledWith({
      q: 'nike',
      filters: { category: 'Shoes' },
      sortBy: 'price',
      orderBy: 'asc',
      page: 1,
      itemsPerPage: 10,
    });
    expect(table().state).toEqual(prefetch.mock.lastCall![0]);
  });

  it('changes the address once the next view is fetched, or after the wait at most; quick changes land together', async () => {
    const { table, answers, router } = renderList(spec, '/?page=2');

    await act(async () => table().toggleSort('price'));
    expect(router.state.location.search).toBe('?page=2');
    await act(async () => answers[0]!());
    expect(router.state.location.search).toBe('?page=2&sortBy=price&orderBy=asc');
    expect(router.state.historyAction).toBe('PUSH');

    // A filter (a history entry) then a keystroke (no entry), both still fetching: one entry, with both.
    await act(async () => {
      table().setFilter('category', 'Shoes');
      table().setSearch('nike');
    });
    await act(async () => answers.forEach((answer) => answer()));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      category: 'Shoes',
      q: 'nike',
      sortBy: 'price',
      orderBy: 'asc',
    });
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2&sortBy=price&orderBy=asc');

    // An answer that does not come: the address changes after the wait anyway.
    const started = performance.now();
    await act(async () => table().setPage(3));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(prefetchWaitMs - 5);
  });
  it('keeps a keystroke typed while the previous one is being written', async () => {
    const { table, answers, router } = renderList(noFilters, '/');
    await act(async () => table().setSearch('billin'));
    // "billin" is written and rendered while "billing" waits for its rows.
    await act(async () => {
      answers[0]!();
      await Promise.resolve();
      await Promise.resolve();
      table().setSearch('billing');
    });
    await act(async () => answers[1]!());
    await waitFor(() => expect(router.state.location.search).toBe('?q=billing'));
  });

  it('draws the next view in the task its rows arrive in, not in later slices', async () => {
    const { table, answers, container } = renderList(spec, '/?page=2');
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    // Outside `act`, as in the browser: a transition would be drawn by a later task of React's scheduler.
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      table().setPage(3);
      answers[0]!();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(container.textContent).toBe('page 3');
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('leaves the address alone when the rows arrive after a link took the reader elsewhere', async () => {
    const { table, answers, router } = renderList(spec, '/');
    await act(async () => table().setSearch('nike'));
    await act(async () => router.navigate('/other'));
    await act(async () => answers[0]!());
    expect(router.state.location.pathname + router.state.location.search).toBe('/other');
  });
});
