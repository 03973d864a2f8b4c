import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ListQuery, ListSpec, SortOrder } from '@/lib/list-query';
import { nextSort, parseTableState, serializeTableState } from './table-url-state';

/**
 * A server-side table's whole state lives in the URL: a reload or a shared link shows the same view.
 * Filters, sorts and paging push a history entry (Back undoes them); typing in the search box replaces
 * the current entry so that Back does not replay every keystroke.
 */
interface Options<F extends string, S extends string> {
  /**
   * Called with the query of the next view as the user acts: the list starts its request at once, and the
   * address (so the render) changes when the answer is in the cache, or after `prefetchWaitMs` at most (see
   * `useServerTable`).
   */
  prefetch?: (query: ListQuery<F, S>) => Promise<unknown>;
}

/** How long a change of view waits for its rows before the address changes anyway (and the list shows it loading). */
export const prefetchWaitMs = 100;

/** What a table reads and does; methods, so a list with its own filter and sort names fits a generic table. */
export interface TableUrlState<F extends string = string, S extends string = string> {
  state: ListQuery<F, S>;
  /** True when a search or a filter narrows the list. */
  filtered: boolean;
  setSearch(q: string): void;
  setFilter(name: F, value: string): void;
  toggleSort(key: S): void;
  /** For a sort picked from a menu rather than a column header; returns to page 1. */
  setSort(sortBy?: S, orderBy?: SortOrder): void;
  setPage(page: number, replace?: boolean): void;
  setItemsPerPage(itemsPerPage: number): void;
  /** Clears the search and every filter (one history entry); `q` searches for something instead. */
  resetFilters(q?: string): void;
  /** Back to the default view in one history entry: no search, filter or sort, page 1 (the page size stays). */
  resetView(): void;
}

/** Every filter of the list set to "any". */
const cleared = <F extends string, S extends string>(spec: ListSpec<F, S>) =>
  Object.fromEntries(spec.filters.map((k) => [k, ''])) as ListQuery<F, S>['filters'];

export function useTableUrlState<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  { prefetch }: Options<F, S> = {},
): TableUrlState<F, S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTableState(params, spec), [params, spec]);

  // React Router renders navigations in a transition, so under load the params of the last render can lag
  // behind the address: building on the last params *written* keeps a quick search from undoing a filter.
  const latest = useRef(params);
  // Writes waiting for their data: only the last one is applied, as a new history entry if any of them was one.
  const waiting = useRef({ last: 0, applied: 0, push: false });
  useEffect(() => {
    // Leaving the list (a link followed while a write waits) counts as a later write, applied at once: the waiting
    // one is dropped rather than put on the next page's address.
    const pending = waiting.current;
    return () => void (pending.applied = ++pending.last);
  }, []);
  useEffect(() => {
    // While a write waits, the params rendered are an earlier write's: taking them would drop the waiting
    // change (a quick last keystroke in the search box).
    if (waiting.current.applied === waiting.current.last) latest.current = params;
  }, [params]);

  const update = useCallback(
    (patch: Partial<ListQuery<F, S>>, replace = false) => {
      const prev = latest.current;
      const current = parseTableState(prev, spec);
      const next = serializeTableState(
        { ...current, ...patch, filters: { ...current.filters, ...patch.filters } },
        prev,
      );
      latest.current = next;
      if (!prefetch) return setParams(next, { replace, preventScrollReset: true });
      // Rendering the next view once, with its rows, is quicker than rendering it without them and again when
      // they arrive (a store update during a transition render makes React render it a second time). It renders
      // in one task (`flushSync`), not in React Router's time-sliced transition: the typed character has painted
      // by now, and the slices cost a quarter of the time under a slow CPU (docs/performance.md, "One task").
      const write = ++waiting.current.last;
      waiting.current.push ||= !replace;
      const ready = prefetch(parseTableState(next, spec));
      void Promise.race([ready, new Promise((done) => setTimeout(done, prefetchWaitMs))]).then(() => {
        if (write !== waiting.current.last) return;
        waiting.current.applied = write;
        setParams(latest.current, { replace: !waiting.current.push, preventScrollReset: true, flushSync: true });
        waiting.current.push = false;
      });
    },
    [setParams, spec, prefetch],
  );

  return useMemo(
    () => ({
      state,
      filtered: state.q !== '' || Object.keys(state.filters).length > 0,
      setSearch: (q) => update({ q, page: 1 }, true),
      setFilter: (name, value) => update({ filters: { [name]: value } as ListQuery<F, S>['filters'], page: 1 }),
      toggleSort: (key) => update(nextSort(state, key)),
      setSort: (sortBy, orderBy) => update({ sortBy, orderBy, page: 1 }),
      setPage: (page, replace = false) => update({ page }, replace),
      setItemsPerPage: (itemsPerPage) => update({ itemsPerPage, page: 1 }),
      resetFilters: (q = '') => update({ q, page: 1, filters: cleared(spec) }),
      resetView: () => update({ q: '', page: 1, filters: cleared(spec), sortBy: undefined, orderBy: undefined }),
    }),
    [update, state, spec],
  );
}
