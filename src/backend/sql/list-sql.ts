import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@/lib/list-query';
import { fieldSeparator } from '@/mocks/query';

/** How a list sorts by one key in SQL: a text key (compared in the "C" collation) or a number. */
export type SortColumn = { text: AnyPgColumn } | { number: AnyPgColumn };

const escapeLike = (needle: string) => needle.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The needle as matchesQuery reads it; null when blank (everything matches). */
export function needleOf(q: string): string | null {
  return q.trim().toLowerCase() || null;
}

/**
 * docs/api.md "Search": a case-insensitive "contains" over a search column (`searchText`), where `%`, `_` and `\`
 * are plain text. A needle holding the field separator could only match across two fields, and one holding NUL
 * (which no PostgreSQL text holds) no field: nothing.
 */
export function contains(column: AnyPgColumn, q: string): SQL | undefined {
  const needle = needleOf(q);
  if (needle === null) return undefined;
  if (needle.includes(fieldSeparator) || needle.includes('\0')) return sql`false`;
  return sql`${column} like ${`%${escapeLike(needle)}%`}`;
}

/** docs/api.md "Filters": an absent or empty value means any. */
export const exact = (column: AnyPgColumn, value: string | undefined): SQL | undefined =>
  !value ? undefined : value.includes('\0') ? sql`false` : eq(column, value);

/**
 * The ORDER BY of a list: the chosen key (nulls last ascending, first descending, as `compareValues` does), then
 * the order ties keep.
 */
export function orderOf<S extends string>(
  query: Pick<ListQuery<string, S>, 'sortBy' | 'orderBy'>,
  sorts: Record<S, SortColumn>,
  ties: SQL[],
): SQL[] {
  const sort = query.sortBy && Object.hasOwn(sorts, query.sortBy) ? sorts[query.sortBy] : undefined;
  if (!sort) return ties;
  const direction = query.orderBy === 'desc' ? desc : asc;
  const key = 'text' in sort ? sql`${sort.text} collate "C"` : sort.number;
  return [direction(key), ...ties];
}

/** LIMIT and OFFSET of a page (docs/spec.md §5). */
export const pageWindow = ({ page, itemsPerPage }: Pick<ListQuery, 'page' | 'itemsPerPage'>) => ({
  limit: itemsPerPage,
  offset: (page - 1) * itemsPerPage,
});
