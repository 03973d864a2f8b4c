/**
 * A list's query, typed once for the screen, the fetcher and the API (docs/api.md, "Lists"): the search `q`,
 * the filters the list declares, a sort among its keys, and paging. Each list declares its spec in its feature's
 * `api/lists.ts`; the URL state, the filter controls, the fetcher and the API's reading of the query share it.
 */
export type SortOrder = 'asc' | 'desc';

export interface ListSpec<F extends string = string, S extends string = string> {
  /** Filters: exact matches, an empty or missing value means "any". */
  filters: readonly F[];
  /** Accepted `sortBy` values; any other is ignored. */
  sortKeys: readonly S[];
}

export interface ListQuery<F extends string = string, S extends string = string> {
  q: string;
  page: number;
  itemsPerPage: number;
  sortBy?: S;
  orderBy?: SortOrder;
  filters: Partial<Record<F, string>>;
}

export type QueryOf<L> = L extends ListSpec<infer F, infer S> ? ListQuery<F, S> : never;

export const defineList = <const F extends string = never, const S extends string = never>(spec: {
  filters?: readonly F[];
  sortKeys?: readonly S[];
}): ListSpec<F, S> => ({ filters: spec.filters ?? [], sortKeys: spec.sortKeys ?? [] });

type Paging = Pick<ListQuery, 'page' | 'itemsPerPage'>;

/** Reads a list's query from search params; paging has its reader, as the screen and the API differ there. */
export function parseListQuery<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  params: URLSearchParams,
  readPaging: (params: URLSearchParams) => Paging,
): ListQuery<F, S> {
  const sortBy = spec.sortKeys.find((key) => key === params.get('sortBy'));
  const filters: Partial<Record<F, string>> = {};
  for (const name of spec.filters) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    q: params.get('q') ?? '',
    ...readPaging(params),
    sortBy,
    orderBy: sortBy ? (params.get('orderBy')?.toLowerCase() === 'desc' ? 'desc' : 'asc') : undefined,
    filters,
  };
}

/** The query as the API takes it, flat (docs/api.md): what the fetcher sends. */
export function listQueryParams(query: ListQuery): Record<string, string | number | undefined> {
  return {
    q: query.q || undefined,
    ...query.filters,
    sortBy: query.sortBy,
    orderBy: query.sortBy ? query.orderBy : undefined,
    page: query.page,
    itemsPerPage: query.itemsPerPage,
  };
}

export type SortKeyOf<L> = L extends ListSpec<string, infer S> ? S : never;
export type FilterOf<L> = L extends ListSpec<infer F, string> ? F : never;
