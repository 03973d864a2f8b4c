import { byNumber, byText, get, isSorted } from '@/mocks/test-client';
import { analyticsProjectListSchema, type AnalyticsProject, type AnalyticsProjectList } from '../api/types';

const url = '/api/dashboard/analytics/projects';

describe('GET /api/dashboard/analytics/projects', () => {
  it('answers projects, totalPages, totalProjects and page, reversed (last seeded first)', async () => {
    const { status, body } = await get<AnalyticsProjectList>(url);
    expect(status).toBe(200);
    expect(analyticsProjectListSchema.parse(body)).toMatchObject({ totalProjects: 20, totalPages: 2, page: 1 });
    expect(body.projects.map((p) => p.id)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
  });

  it('sorts a tie in the reversed order (stable sort after reversing)', async () => {
    const { body } = await get<AnalyticsProjectList>(url, { sortBy: 'progress', itemsPerPage: 100 });
    for (let i = 1; i < body.projects.length; i += 1) {
      const [a, b] = [body.projects[i - 1]!, body.projects[i]!];
      if (a.progress === b.progress) expect(a.id).toBeGreaterThan(b.id);
    }
  });

  it.each([
    ['name', 'sales dashboard', (p: AnalyticsProject) => p.name === 'Sales Dashboard'],
    ['project type', 'REACT', (p: AnalyticsProject) => p.project === 'React Project'],
  ])('filters q on the %s', async (_label, q, expected) => {
    const { body: every } = await get<AnalyticsProjectList>(url, { itemsPerPage: 100 });
    const { body } = await get<AnalyticsProjectList>(url, { q, itemsPerPage: 100 });
    expect(body.totalProjects).toBeGreaterThan(0);
    expect(body.projects).toEqual(every.projects.filter(expected));
  });

  it('filters q on the leader', async () => {
    const { body: every } = await get<AnalyticsProjectList>(url, { itemsPerPage: 100 });
    const leader = every.projects[4]!.leader;
    const { body } = await get<AnalyticsProjectList>(url, { q: leader, itemsPerPage: 100 });
    expect(body.projects.every((p) => p.leader === leader || p.name.includes(leader))).toBe(true);
    expect(body.projects.length).toBeGreaterThan(0);
  });

  const sorts: Array<[string, (p: AnalyticsProject) => string | number, (a: never, b: never) => number]> = [
    ['project', (p) => p.name, byText as never],
    ['leader', (p) => p.leader, byText as never],
    ['progress', (p) => p.progress, byNumber as never],
  ];
  describe.each(sorts)('sortBy=%s', (sortBy, pick, compare) => {
    it.each(['asc', 'desc'] as const)('orders %s', async (orderBy) => {
      const { body } = await get<AnalyticsProjectList>(url, { sortBy, orderBy, itemsPerPage: 100 });
      expect(body.projects).toHaveLength(20);
      expect(isSorted(body.projects.map(pick) as never[], compare, orderBy)).toBe(true);
    });
  });

  it('falls back to page 1 when the page is out of range', async () => {
    const { body } = await get<AnalyticsProjectList>(url, { page: 7, itemsPerPage: 5 });
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(4);
    expect(body.projects.map((p) => p.id)).toEqual([20, 19, 18, 17, 16]);
    const p2 = await get<AnalyticsProjectList>(url, { page: 2, itemsPerPage: 5 });
    expect(p2.body.page).toBe(2);
    expect(p2.body.projects.map((p) => p.id)).toEqual([15, 14, 13, 12, 11]);
  });

  it('shows at most three team avatars, with the rest as extraMembers', async () => {
    const { body } = await get<AnalyticsProjectList>(url, { itemsPerPage: 100 });
    expect(
      body.projects.every((p) => p.team.length <= 3 && (p.extraMembers === undefined || p.team.length === 3)),
    ).toBe(true);
    expect(body.projects.some((p) => p.extraMembers)).toBe(true);
  });
});
