import { byNumber, byText, get, getIn, isSorted } from '@/mocks/test-client';
import {
  analyticsProjectListSchema,
  type AnalyticsProject,
  type AnalyticsProjectList,
} from '@/features/analytics/api/types';

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
    ['fr', 'Tableau de bord des ventes', 'Projet Figma'],
    ['en', 'Sales Dashboard', 'Figma Project'],
    ['ar', 'لوحة متابعة المبيعات', 'مشروع Figma'],
  ])('names a project and its type in %s; the leader as they are', async (language, name, project) => {
    const { body } = await getIn<AnalyticsProjectList>(language, url, { itemsPerPage: 100 });
    expect(body.projects.find((p) => p.id === 11)).toMatchObject({ name, project, leader: 'Serge Kamga' });
  });

  it.each([
    ['fr', 'name', 'TABLEAU DE BORD', (p: AnalyticsProject) => p.name === 'Tableau de bord des ventes'],
    ['en', 'name', 'sales dashboard', (p: AnalyticsProject) => p.name === 'Sales Dashboard'],
    ['ar', 'name', 'المبيعات', (p: AnalyticsProject) => p.name === 'لوحة متابعة المبيعات'],
    ['fr', 'project type', 'projet react', (p: AnalyticsProject) => p.project === 'Projet React'],
    ['en', 'project type', 'REACT', (p: AnalyticsProject) => p.project === 'React Project'],
    ['ar', 'project type', 'مشروع react', (p: AnalyticsProject) => p.project === 'مشروع React'],
  ])('filters q in %s on the %s', async (language, _label, q, expected) => {
    const { body: every } = await getIn<AnalyticsProjectList>(language, url, { itemsPerPage: 100 });
    const { body } = await getIn<AnalyticsProjectList>(language, url, { q, itemsPerPage: 100 });
    expect(body.totalProjects).toBeGreaterThan(0);
    expect(body.projects).toEqual(every.projects.filter(expected));
  });

  it('does not find a project by a text of another language', async () => {
    expect((await getIn<AnalyticsProjectList>('fr', url, { q: 'sales dashboard' })).body.totalProjects).toBe(0);
    expect((await getIn<AnalyticsProjectList>('en', url, { q: 'tableau de bord' })).body.totalProjects).toBe(0);
  });

  /** The reader's order: Arabic names as an Arabic dictionary has them (hamza ignored), after the Latin ones. */
  const readerOrder = (language: string) => (a: string, b: string) =>
    a.localeCompare(b, language, { sensitivity: 'base', numeric: true });
  it.each(['fr', 'en', 'ar'])('sorts by the name the reader sees in %s', async (language) => {
    for (const orderBy of ['asc', 'desc'] as const) {
      const query = { sortBy: 'project', orderBy, itemsPerPage: 100 };
      const names = (await getIn<AnalyticsProjectList>(language, url, query)).body.projects.map((p) => p.name);
      const inScript = language === 'ar' ? names.filter((n) => /\p{Script=Arabic}/u.test(n)) : names;
      expect(inScript.length).toBeGreaterThan(10);
      expect(isSorted(inScript, readerOrder(language), orderBy)).toBe(true);
    }
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
