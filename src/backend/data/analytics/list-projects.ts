import type { SortKeyOf } from '@/lib/list-query';
import { matchesQuery, pageOf, sortItems, totalPagesOf, type Sorters } from '@/mocks/query';
import type { ProjectQuery, projectList } from '@/features/analytics/api/lists';
import type { ApiLanguage } from '@/mocks/utils';
import type { AnalyticsProject, AnalyticsProjectList } from '@/features/analytics/api/types';
import { localiseProject } from './localise-project';

const sorters: Sorters<AnalyticsProject, SortKeyOf<typeof projectList>> = {
  project: (p) => p.name,
  leader: (p) => p.leader,
  progress: (p) => p.progress,
};

/**
 * docs/spec.md §7: reversed before sorting; a page past the end falls back to 1. q and the name sort work on the
 * texts the reader sees.
 */
export function listAnalyticsProjects(
  projects: readonly AnalyticsProject[],
  query: ProjectQuery,
  language: ApiLanguage,
): AnalyticsProjectList {
  const filtered = projects
    .map((p) => localiseProject(p, language))
    .filter((p) => matchesQuery(query.q, p.name, p.leader, p.project))
    .reverse();
  const sorted = sortItems(filtered, sorters, query);
  const totalPages = totalPagesOf(sorted.length, query.itemsPerPage);
  const page = query.page > totalPages ? 1 : query.page;
  return {
    projects: pageOf(sorted, { page, itemsPerPage: query.itemsPerPage }),
    totalPages,
    totalProjects: sorted.length,
    page,
  };
}
