import { defineList, type QueryOf } from '@/lib/list-query';

/** The courses list's query (docs/api.md, "Academy"): what the screen, the fetcher and the API share. */
export const courseList = defineList({ filters: ['label', 'hideCompleted'], sortKeys: ['courseName', 'progress'] });

export type CourseQuery = QueryOf<typeof courseList>;
