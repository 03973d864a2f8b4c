import { describe, expect, it } from 'vitest';
import { defineList } from '@/lib/list-query';
import { nextSort, parseTableState, serializeTableState } from './table-url-state';

const parse = (qs: string) =>
  parseTableState(new URLSearchParams(qs), defineList({ filters: ['status'], sortKeys: ['name'] }));

describe('table URL state', () => {
  it('round-trips every value through the address', () => {
    const state = parse('q=shoe&status=Published&sortBy=name&orderBy=desc&page=3&itemsPerPage=25');
    expect(state).toEqual({
      q: 'shoe',
      page: 3,
      itemsPerPage: 25,
      sortBy: 'name',
      orderBy: 'desc',
      filters: { status: 'Published' },
    });
    expect(parse(serializeTableState(state).toString())).toEqual(state);
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=x'])('falls back to page 1 for %s', (qs) => {
    expect(parse(qs).page).toBe(1);
  });

  it.each(['itemsPerPage=7', 'itemsPerPage=1000', 'itemsPerPage=ten', 'itemsPerPage='])(
    'falls back to 10 rows for %s',
    (qs) => {
      expect(parse(qs).itemsPerPage).toBe(10);
    },
  );

  it('ignores unknown sort keys and keeps the address short for defaults', () => {
    expect(parse('sortBy=password&orderBy=asc').sortBy).toBeUndefined();
    expect(serializeTableState(parse('page=1&itemsPerPage=10')).toString()).toBe('');
  });

  it('cycles a sort ascending, descending, none', () => {
    const a = nextSort({}, 'name');
    const b = nextSort(a, 'name');
    expect([a, b, nextSort(b, 'name')]).toEqual([
      { sortBy: 'name', orderBy: 'asc' },
      { sortBy: 'name', orderBy: 'desc' },
      { sortBy: undefined, orderBy: undefined },
    ]);
    expect(nextSort(b, 'other')).toEqual({ sortBy: 'other', orderBy: 'asc' });
  });
});
