import { get } from '@/mocks/test-client';
import type { SearchGroup } from '../api/types';
import { searchData } from './search-data';

const url = '/api/app-bar/search';

describe('GET /api/app-bar/search', () => {
  it('answers categories of {title, category, children[{title, url}]}, at most 5 children each', async () => {
    const { status, body } = await get<SearchGroup[]>(url);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const group of body) {
      expect(Object.keys(group).sort()).toEqual(['category', 'children', 'title']);
      expect(group.children.length).toBeGreaterThan(0);
      expect(group.children.length).toBeLessThanOrEqual(5);
      for (const child of group.children) expect(Object.keys(child).sort()).toEqual(['title', 'url']);
    }
    // The sample has a category with more than 5 items, so the cap really cuts.
    expect(searchData.some((g) => g.children.length > 5)).toBe(true);
  });

  it('matches titles case-insensitively and drops categories without a match', async () => {
    const lower = await get<SearchGroup[]>(url, { q: 'dashboard' });
    const upper = await get<SearchGroup[]>(url, { q: 'DASHBOARD' });
    expect(upper.body).toEqual(lower.body);
    const titles = lower.body.flatMap((g) => g.children.map((c) => c.title));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t.toLowerCase().includes('dashboard'))).toBe(true);
    expect((await get<SearchGroup[]>(url, { q: 'zzzz-no-such-page' })).body).toEqual([]);
  });

  it('matches the title only, not the route name', async () => {
    const { body } = await get<SearchGroup[]>(url, { q: 'apps-' });
    expect(body).toEqual([]);
  });
});
