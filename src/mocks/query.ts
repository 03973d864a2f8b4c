import { toPositiveInt } from './utils';

/** The value a column sorts by: a number, a date, or text compared without case. */
export type SortValue = number | string | Date | boolean | null | undefined;
export type Sorters<T> = Record<string, (item: T) => SortValue>;
export type SortOrder = 'asc' | 'desc';

export interface Paging {
  page: number;
  itemsPerPage: number;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** "$1,299.50" → 1299.5; anything without a number → NaN. */
export function parseCurrency(value: string): number {
  const cleaned = value.replace(/[^0-9.-]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** "m/d/yyyy" (the reviews and orders format) → timestamp; also accepts ISO dates. */
export function parseUsDate(value: string): number {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (m) return Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]));
  return Date.parse(value);
}

function rank(v: SortValue): number {
  if (v === null || v === undefined) return 2;
  if (typeof v === 'number' && Number.isNaN(v)) return 2;
  if (v instanceof Date && Number.isNaN(v.getTime())) return 2;
  return 1;
}

/** Compares two sort values; missing values (null, NaN) always go last in ascending order. */
export function compareValues(a: SortValue, b: SortValue): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb || ra === 2) return ra - rb;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

export function toSortOrder(value: string | null): SortOrder {
  return value?.toLowerCase() === 'desc' ? 'desc' : 'asc';
}

/** Stable sort by a known key; an unknown or missing key leaves the order untouched. */
export function sortItems<T>(items: readonly T[], sorters: Sorters<T>, sortBy: string | null, order: SortOrder): T[] {
  const copy = [...items];
  if (!sortBy || !Object.hasOwn(sorters, sortBy)) return copy;
  const pick = sorters[sortBy]!;
  const sign = order === 'desc' ? -1 : 1;
  return copy
    .map((item, index) => ({ item, index, key: pick(item) }))
    .sort((x, y) => compareValues(x.key, y.key) * sign || x.index - y.index)
    .map((x) => x.item);
}

/** Case-insensitive "contains" over any of the given texts; an empty query matches everything. */
export function matchesQuery(q: string, ...fields: Array<string | number | null | undefined>): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((f) => f !== null && f !== undefined && String(f).toLowerCase().includes(needle));
}

/** The largest page a list answers (docs/api.md, "Paging"): a client wanting everything pages through. */
export const maxItemsPerPage = 100;

/**
 * page and itemsPerPage from the query string; non-numbers and values below 1 fall back to 1 and 10
 * (docs/spec.md §5). A larger page size is a number, so no fallback: it is capped at 100.
 */
export function readPaging(params: URLSearchParams): Paging {
  return {
    page: toPositiveInt(params.get('page'), 1, Number.MAX_SAFE_INTEGER),
    itemsPerPage: Math.min(toPositiveInt(params.get('itemsPerPage'), 10, Number.MAX_SAFE_INTEGER), maxItemsPerPage),
  };
}

export function pageOf<T>(items: readonly T[], { page, itemsPerPage }: Paging): T[] {
  const start = (page - 1) * itemsPerPage;
  return items.slice(start, start + itemsPerPage);
}

export function totalPagesOf(count: number, itemsPerPage: number): number {
  return Math.ceil(count / itemsPerPage);
}

/** Everything a list endpoint reads from its URL, in one typed object. */
export interface ListQuery extends Paging {
  q: string;
  sortBy: string | null;
  orderBy: SortOrder;
  params: URLSearchParams;
}

export function readListQuery(url: string): ListQuery {
  const params = new URL(url).searchParams;
  return {
    ...readPaging(params),
    q: params.get('q') ?? '',
    sortBy: params.get('sortBy'),
    orderBy: toSortOrder(params.get('orderBy')),
    params,
  };
}
