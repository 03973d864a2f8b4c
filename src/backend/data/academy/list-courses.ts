import type { SortKeyOf } from '@/lib/list-query';
import { matchesQuery, pageOf, sortItems, type Sorters } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';
import { localiseCourse } from './localise-course';
import type { CourseQuery, courseList } from '@/features/academy/api/lists';
import { allCoursesLabel, type Course, type CourseList } from '@/features/academy/api/types';

export const isCompleted = (c: Course) => c.completedTasks === c.totalTasks;

const sorters: Sorters<Course, SortKeyOf<typeof courseList>> = {
  courseName: (c) => c.courseTitle,
  progress: (c) => c.completedTasks / c.totalTasks,
};

export function listCourses(courses: readonly Course[], query: CourseQuery, language: ApiLanguage): CourseList {
  const label = query.filters.label || allCoursesLabel;
  const hideCompleted = ['true', '1'].includes(query.filters.hideCompleted?.toLowerCase() ?? '');
  // q and the name sort work on the titles the reader sees.
  const filtered = courses
    .map((c) => localiseCourse(c, language))
    .filter(
      (c) =>
        matchesQuery(query.q, c.courseTitle, c.user) &&
        (label === allCoursesLabel || c.tags === label) &&
        !(hideCompleted && isCompleted(c)),
    );
  const sorted = sortItems(filtered, sorters, query);
  return { totalCourse: sorted.length, courses: pageOf(sorted, query), total: sorted.length };
}
