import { filterProjects, portfolioCategories } from './portfolio';

describe('filterProjects', () => {
  it('shows the 12 projects for All and only the chosen category otherwise', () => {
    expect(filterProjects('all')).toHaveLength(12);
    const counts = Object.fromEntries(portfolioCategories.map((c) => [c, filterProjects(c).length]));
    expect(counts).toEqual({ web: 3, saas: 2, mobile: 2, streaming: 2, crm: 2, desktop: 1 });
  });
});
