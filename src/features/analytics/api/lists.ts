import { defineList, type QueryOf } from '@/lib/list-query';

/** The projects table's query (docs/api.md, "Analytics"): what the screen, the fetcher and the API share. */
export const projectList = defineList({ sortKeys: ['project', 'leader', 'progress'] });

export type ProjectQuery = QueryOf<typeof projectList>;
