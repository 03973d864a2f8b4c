import { defineList } from '@/lib/list-query';
import {
  compareValues,
  matchesQuery,
  pageOf,
  parseCurrency,
  parseUsDate,
  readListQuery,
  readPaging,
  sortItems,
  totalPagesOf,
} from './query';

const rows = [
  { id: 1, name: 'banana', price: '$999.00', date: '10/1/2024' },
  { id: 2, name: 'Apple', price: '$1,649.00', date: '9/30/2024' },
  { id: 3, name: 'cherry', price: '$45.50', date: '1/15/2025' },
  { id: 4, name: 'apple', price: '$5.00', date: '10/1/2024' },
];
const sorters = {
  name: (r: (typeof rows)[number]) => r.name,
  price: (r: (typeof rows)[number]) => parseCurrency(r.price),
  date: (r: (typeof rows)[number]) => parseUsDate(r.date),
};
const ids = (list: typeof rows) => list.map((r) => r.id);

describe('sortItems', () => {
  it('sorts currency strings by amount', () => {
    expect(ids(sortItems(rows, sorters, { sortBy: 'price', orderBy: 'asc' }))).toEqual([4, 3, 1, 2]);
    expect(ids(sortItems(rows, sorters, { sortBy: 'price', orderBy: 'desc' }))).toEqual([2, 1, 3, 4]);
  });

  it('sorts names ignoring case, keeping ties in their original order both ways', () => {
    expect(ids(sortItems(rows, sorters, { sortBy: 'name', orderBy: 'asc' }))).toEqual([2, 4, 1, 3]);
    expect(ids(sortItems(rows, sorters, { sortBy: 'name', orderBy: 'desc' }))).toEqual([3, 1, 2, 4]);
  });

  it('sorts m/d/yyyy dates by date', () => {
    expect(ids(sortItems(rows, sorters, { sortBy: 'date', orderBy: 'asc' }))).toEqual([2, 1, 4, 3]);
  });

  it('ignores unknown keys, inherited names included, and never mutates its input', () => {
    const copy = [...rows];
    for (const key of ['nope', 'constructor', 'toString', '__proto__', '', undefined]) {
      expect(ids(sortItems(rows, sorters, { sortBy: key as keyof typeof sorters, orderBy: 'desc' }))).toEqual([
        1, 2, 3, 4,
      ]);
    }
    sortItems(rows, sorters, { sortBy: 'price', orderBy: 'asc' });
    expect(rows).toEqual(copy);
  });

  it('puts missing values last', () => {
    expect(compareValues(Number.NaN, 3)).toBeGreaterThan(0);
    expect(compareValues(null, 'a')).toBeGreaterThan(0);
    expect(compareValues(undefined, undefined)).toBe(0);
  });
});

describe('parsers', () => {
  it('reads currency strings and m/d/yyyy dates', () => {
    expect(parseCurrency('$1,299.50')).toBe(1299.5);
    expect(parseCurrency('free')).toBeNaN();
    expect(parseUsDate('2/29/2024')).toBe(Date.UTC(2024, 1, 29));
  });
});

describe('matchesQuery', () => {
  it('is a case-insensitive contains over any field; blank matches all', () => {
    expect(matchesQuery('APP', 'x', 'Apple')).toBe(true);
    expect(matchesQuery('  ', 'x')).toBe(true);
    expect(matchesQuery('5434', 5434)).toBe(true);
    expect(matchesQuery('.*', 'anything')).toBe(false);
    expect(matchesQuery('a', null, undefined)).toBe(false);
  });
});

describe('paging', () => {
  it.each([
    ['', '', 1, 10],
    ['3', '25', 3, 25],
    ['-2', '-5', 1, 10],
    ['0', '0', 1, 10],
    ['2.5', '1e3', 1, 10],
    ['99999999999999999999', '99999999999999999999', 1, 10],
    ['2', '5000', 2, 100],
    ['1', '101', 1, 100],
    [' 4 ', '100', 4, 100],
  ])('page=%j itemsPerPage=%j → %i / %i', (page, itemsPerPage, p, n) => {
    expect(readPaging(new URLSearchParams({ page, itemsPerPage }))).toEqual({ page: p, itemsPerPage: n });
  });

  it('slices a page and counts pages', () => {
    expect(pageOf([1, 2, 3, 4, 5], { page: 2, itemsPerPage: 2 })).toEqual([3, 4]);
    expect(pageOf([1, 2], { page: 5, itemsPerPage: 2 })).toEqual([]);
    expect(totalPagesOf(45, 10)).toBe(5);
    expect(totalPagesOf(0, 10)).toBe(0);
  });

  it('reads the whole list query, orderBy defaulting to asc', () => {
    const spec = defineList({ filters: ['status'], sortKeys: ['price'] });
    const q = readListQuery(spec, 'http://x/api?q=%25a&sortBy=price&orderBy=DESC&status=Paid&other=1');
    expect(q).toEqual({
      q: '%a',
      sortBy: 'price',
      orderBy: 'desc',
      page: 1,
      itemsPerPage: 10,
      filters: { status: 'Paid' },
    });
    expect(readListQuery(spec, 'http://x/api?sortBy=price&orderBy=sideways').orderBy).toBe('asc');
    expect(readListQuery(spec, 'http://x/api?sortBy=password').sortBy).toBeUndefined();
  });
});
