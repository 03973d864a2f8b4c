import { type ListQuery, type ListSpec, parseListQuery } from '@/lib/list-query';
import { toPositiveInt } from './utils';

/** The value a column sorts by: a number, a date, or text compared without case. */
export type SortValue = number | string | Date | boolean | null | undefined;
/** How a list sorts by each of its sort keys: the spec's keys, all of them. */
export type Sorters<T, S extends string = string> = Record<S, (item: T) => SortValue>;

export interface Paging {
  page: number;
  itemsPerPage: number;
}

/**
 * The key text sorts by, in both stores (docs/server.md, "One order"): case and accents dropped, punctuation and
 * symbols before digits and letters (`L’accessibilité` before `Logo`), runs of digits padded so that "Item 9" comes before "Item 10", compared code point by code point, which is what PostgreSQL's
 * "C" collation does with the same key column.
 */
export function textKey(value: string): string {
  return (
    value
      .replaceAll('\0', '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // As a reader's (ICU) order has it: punctuation, then symbols, before digits and letters.
      .replace(/\p{P}/gu, '!')
      .replace(/\p{S}/gu, '#')
      .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(20, '0'))
  );
}

/** Code-point order, as PostgreSQL's "C" collation compares UTF-8 bytes. */
export function compareCodePoints(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

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
  return compareCodePoints(textKey(String(a)), textKey(String(b)));
}

/** Stable sort by a known key; an unknown or missing key leaves the order untouched. */
export function sortItems<T, S extends string>(
  items: readonly T[],
  sorters: Sorters<T, S>,
  { sortBy, orderBy: order }: Pick<ListQuery<string, S>, 'sortBy' | 'orderBy'>,
): T[] {
  const copy = [...items];
  if (!sortBy || !Object.hasOwn(sorters, sortBy)) return copy;
  const pick = sorters[sortBy];
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

/** Separates the fields of a search column: no typed text can match across two fields. */
export const fieldSeparator = '\u001f';

/** The SQL store's search column: the fields matchesQuery reads, lower-cased, one separator apart. */
export function searchText(...fields: Array<string | number | null | undefined>): string {
  return fields
    .filter((f) => f !== null && f !== undefined)
    .map((f) => String(f).toLowerCase().replaceAll('\0', ''))
    .join(fieldSeparator);
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

/** Everything a list endpoint reads from its URL, typed by the list's spec (docs/api.md, "Lists"). */
export const readListQuery = <F extends string, S extends string>(spec: ListSpec<F, S>, url: string) =>
  parseListQuery(spec, new URL(url).searchParams, readPaging);
