import { http, HttpResponse } from 'msw';
import type { SortKeyOf } from '@/lib/list-query';
import { db } from '@/mocks/db';
import { matchesQuery, pageOf, readListQuery, sortItems, totalPagesOf, type Sorters } from '@/mocks/query';
import { delay, safe } from '@/mocks/utils';
import { type ProjectQuery, projectList } from '../api/lists';
import type { AnalyticsProject, AnalyticsProjectList } from '../api/types';

const sorters: Sorters<AnalyticsProject, SortKeyOf<typeof projectList>> = {
  project: (p) => p.name,
  leader: (p) => p.leader,
  progress: (p) => p.progress,
};

/** docs/spec.md §7: reversed before sorting; a page past the end falls back to 1. */
export function listAnalyticsProjects(
  projects: readonly AnalyticsProject[],
  query: ProjectQuery,
): AnalyticsProjectList {
  const filtered = projects.filter((p) => matchesQuery(query.q, p.name, p.leader, p.project)).reverse();
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

export const analyticsHandlers = [
  http.get(
    '*/api/dashboard/analytics/projects',
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(listAnalyticsProjects(db.analyticsProjects, readListQuery(projectList, request.url)));
    }),
  ),
];
