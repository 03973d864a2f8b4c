import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  nextSort,
  parseTableState,
  serializeTableState,
  toApiQuery,
  type ApiQuery,
  type SortOrder,
  type TableState,
  type TableStateOptions,
} from './table-url-state';

/**
 * A server-side table's whole state lives in the URL: a reload or a shared link shows the same view.
 * Filters, sorts and paging push a history entry (Back undoes them); typing in the search box replaces
 * the current entry so that Back does not replay every keystroke.
 */
interface Options extends TableStateOptions {
  /**
   * Called with the API query of the next view as the user acts: the list starts its request at once, and
   * the address (so the render) changes when the answer is in the cache, or after `prefetchWaitMs` at most
   * (see `useServerTable`).
   */
  prefetch?: (query: ApiQuery) => Promise<unknown>;
}

/** How long a change of view waits for its rows before the address changes anyway (and the list shows it loading). */
export const prefetchWaitMs = 100;

export function useTableUrlState(opts: Options = {}) {
  const [params, setParams] = useSearchParams();
  const { filterKeys, sortKeys, prefetch } = opts;
  const state = useMemo(() => parseTableState(params, { filterKeys, sortKeys }), [params, filterKeys, sortKeys]);

  // React Router renders navigations in a transition, so under load the params of the last render can lag
  // behind the address: building on the last params *written* keeps a quick search from undoing a filter.
  const latest = useRef(params);
  // Writes waiting for their data: only the last one is applied, as a new history entry if any of them was one.
  const waiting = useRef({ last: 0, applied: 0, push: false });
  useEffect(() => {
    // While a write waits, the params rendered are an earlier write's: taking them would drop the waiting
    // change (a quick last keystroke in the search box).
    if (waiting.current.applied === waiting.current.last) latest.current = params;
  }, [params]);

  const update = useCallback(
    (patch: Partial<TableState>, replace = false) => {
      const prev = latest.current;
      const current = parseTableState(prev, { filterKeys, sortKeys });
      const next = serializeTableState(
        { ...current, ...patch, filters: { ...current.filters, ...patch.filters } },
        prev,
      );
      latest.current = next;
      if (!prefetch) return setParams(next, { replace, preventScrollReset: true });
      // Rendering the next view once, with its rows, is quicker than rendering it without them and again when
      // they arrive (a store update during a transition render makes React render it a second time).
      const write = ++waiting.current.last;
      waiting.current.push ||= !replace;
      const ready = prefetch(toApiQuery(parseTableState(next, { filterKeys, sortKeys })));
      void Promise.race([ready, new Promise((done) => setTimeout(done, prefetchWaitMs))]).then(() => {
        if (write !== waiting.current.last) return;
        waiting.current.applied = write;
        setParams(latest.current, { replace: !waiting.current.push, preventScrollReset: true });
        waiting.current.push = false;
      });
    },
    [setParams, filterKeys, sortKeys, prefetch],
  );

  const actions = useMemo(
    () => ({
      setSearch: (q: string) => update({ q, page: 1 }, true),
      setFilter: (key: string, value: string) => update({ filters: { [key]: value }, page: 1 }),
      toggleSort: (key: string) => update(nextSort(state, key)),
      /** For a sort picked from a menu rather than a column header; returns to page 1. */
      setSort: (sortBy?: string, orderBy?: SortOrder) => update({ sortBy, orderBy, page: 1 }),
      setPage: (page: number, replace = false) => update({ page }, replace),
      setItemsPerPage: (itemsPerPage: number) => update({ itemsPerPage, page: 1 }),
      /** Clears the search and every filter (one history entry); `q` searches for something instead. */
      resetFilters: (q = '') =>
        update({ q, page: 1, filters: Object.fromEntries((filterKeys ?? []).map((k) => [k, ''])) }),
    }),
    [update, state, filterKeys],
  );
  const filtered = state.q !== '' || Object.keys(state.filters).length > 0;

  const apiQuery = useMemo(() => toApiQuery(state), [state]);
  return { state, apiQuery, filtered, ...actions };
}

export type TableUrlState = ReturnType<typeof useTableUrlState>;
