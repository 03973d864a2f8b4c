export const pageSizeOptions = [5, 10, 20, 25, 50, 100] as const;
export const defaultPageSize = 10;

export type SortOrder = 'asc' | 'desc';

export interface TableState {
  q: string;
  page: number;
  itemsPerPage: number;
  sortBy?: string;
  orderBy?: SortOrder;
  filters: Record<string, string>;
}

export interface TableStateOptions {
  /** Search-param names this table treats as filters (e.g. status, category). */
  filterKeys?: readonly string[];
  /** Accepted sort keys; any other `sortBy` in the URL is ignored. */
  sortKeys?: readonly string[];
}

const positiveInt = (v: string | null): number | null =>
  v !== null && /^\d+$/.test(v) && Number(v) >= 1 ? Number(v) : null;

/** Reads the table's state from the URL; bad paging falls back to page 1 and 10 rows (docs/spec.md §5). */
export function parseTableState(params: URLSearchParams, opts: TableStateOptions = {}): TableState {
  const size = positiveInt(params.get('itemsPerPage'));
  const sortBy = params.get('sortBy') ?? undefined;
  const sortOk = sortBy !== undefined && (!opts.sortKeys || opts.sortKeys.includes(sortBy));
  const orderBy = params.get('orderBy');
  const filters: Record<string, string> = {};
  for (const key of opts.filterKeys ?? []) {
    const v = params.get(key);
    if (v) filters[key] = v;
  }
  return {
    q: params.get('q') ?? '',
    page: positiveInt(params.get('page')) ?? 1,
    itemsPerPage: size !== null && (pageSizeOptions as readonly number[]).includes(size) ? size : defaultPageSize,
    sortBy: sortOk ? sortBy : undefined,
    orderBy: sortOk ? (orderBy === 'desc' ? 'desc' : 'asc') : undefined,
    filters,
  };
}

/** Writes only non-default values, so the address stays short and shareable. */
export function serializeTableState(state: TableState, base?: URLSearchParams): URLSearchParams {
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
  for (const [k, v] of Object.entries(state.filters)) set(k, v);
  return params;
}

/** Column header click: none -> ascending -> descending -> none. */
export function nextSort(
  state: Pick<TableState, 'sortBy' | 'orderBy'>,
  key: string,
): Pick<TableState, 'sortBy' | 'orderBy'> {
  if (state.sortBy !== key) return { sortBy: key, orderBy: 'asc' };
  if (state.orderBy === 'asc') return { sortBy: key, orderBy: 'desc' };
  return { sortBy: undefined, orderBy: undefined };
}

/** The query the list endpoints take (docs/spec.md §7). */
export type ApiQuery = Record<string, string | number | undefined>;

export function toApiQuery(state: TableState): ApiQuery {
  return {
    q: state.q || undefined,
    ...state.filters,
    sortBy: state.sortBy,
    orderBy: state.sortBy ? state.orderBy : undefined,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
}
