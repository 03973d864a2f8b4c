import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useTableUrlState } from './use-table-url-state';

describe('useTableUrlState prefetch', () => {
  it("hands the next view's API query to `prefetch` as the user acts", async () => {
    const prefetch = vi.fn();
    let hook: ReturnType<typeof useTableUrlState> | undefined;
    function Probe() {
      hook = useTableUrlState({ sortKeys: ['price'], filterKeys: ['category'], prefetch });
      return null;
    }
    const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: ['/?category=Shoes&page=3'] });
    render(<RouterProvider router={router} />);
    await act(async () => hook!.toggleSort('price'));
    expect(prefetch).toHaveBeenCalledWith({ q: undefined, category: 'Shoes', sortBy: 'price', orderBy: 'asc', page: 3, itemsPerPage: 10 });
    await act(async () => hook!.setSearch('nike'));
    expect(prefetch).toHaveBeenLastCalledWith({ q: 'nike', category: 'Shoes', sortBy: 'price', orderBy: 'asc', page: 1, itemsPerPage: 10 });
    expect(hook!.apiQuery).toEqual(prefetch.mock.lastCall![0]);
  });
});
