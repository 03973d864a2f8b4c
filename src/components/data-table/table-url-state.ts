import { type ListQuery, type ListSpec, parseListQuery } from '@/lib/list-query';

export const pageSizeOptions = [5, 10, 20, 25, 50, 100] as const;
export const defaultPageSize = 10;

const positiveInt = (v: string | null): number | null =>
  v !== null && /^\d+$/.test(v) && Number(v) >= 1 ? Number(v) : null;

/** The screen offers fixed page sizes: bad paging falls back to page 1 and 10 rows (docs/spec.md §5). */
function readScreenPaging(params: URLSearchParams) {
  const size = positiveInt(params.get('itemsPerPage'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    itemsPerPage: size !== null && (pageSizeOptions as readonly number[]).includes(size) ? size : defaultPageSize,
  };
}

/** Reads the table's state from the URL. */
export const parseTableState = <F extends string, S extends string>(params: URLSearchParams, spec: ListSpec<F, S>) =>
  parseListQuery(spec, params, readScreenPaging);

/** Writes only non-default values, so the address stays short and shareable. */
export function serializeTableState(state: ListQuery, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (k: string, v: string | undefined, dflt?: string) => {
    if (v === undefined || v === '' || v === dflt) params.delete(k);
    else params.set(k, v);
  };
  set('q', state.q);
  set('page', String(state.page), '1');
  set('itemsPerPage', String(state.itemsPerPage), String(defaultPageSize));
  set('sortBy', state.sortBy);
  set('orderBy', state.sortBy ? state.orderBy : undefined);
  for (const [k, v] of Object.entries<string | undefined>(state.filters)) set(k, v);
  return params;
}

/** Column header click: none -> ascending -> descending -> none. */
export function nextSort<S extends string>(
  state: Pick<ListQuery<string, S>, 'sortBy' | 'orderBy'>,
  key: S,
): Pick<ListQuery<string, S>, 'sortBy' | 'orderBy'> {
  if (state.sortBy !== key) return { sortBy: key, orderBy: 'asc' };
  if (state.orderBy === 'asc') return { sortBy: key, orderBy: 'desc' };
  return { sortBy: undefined, orderBy: undefined };
}
