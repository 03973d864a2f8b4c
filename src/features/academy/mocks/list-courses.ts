import { matchesQuery, pageOf, sortItems, type ListQuery, type Sorters } from '@/mocks/query';
import type { ApiLanguage } from '@/mocks/utils';
import { localiseCourse } from './localise-course';
import { allCoursesLabel, type Course, type CourseList } from '../api/types';

export const isCompleted = (c: Course) => c.completedTasks === c.totalTasks;

const sorters: Sorters<Course> = {
  courseName: (c) => c.courseTitle,
  progress: (c) => c.completedTasks / c.totalTasks,
};

export function listCourses(courses: readonly Course[], query: ListQuery, language: ApiLanguage): CourseList {
  const { params } = query;
  const label = params.get('label') || allCoursesLabel;
  const hideCompleted = ['true', '1'].includes(params.get('hideCompleted')?.toLowerCase() ?? '');
  // q and the name sort work on the titles the reader sees.
  const filtered = courses
    .map((c) => localiseCourse(c, language))
    .filter(
      (c) =>
        matchesQuery(query.q, c.courseTitle, c.user) &&
        (label === allCoursesLabel || c.tags === label) &&
        !(hideCompleted && isCompleted(c)),
    );
  const sorted = sortItems(filtered, sorters, query.sortBy, query.orderBy);
  return { totalCourse: sorted.length, courses: pageOf(sorted, query), total: sorted.length };
}
