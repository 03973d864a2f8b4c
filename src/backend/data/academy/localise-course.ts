import type { ApiLanguage } from '@/mocks/utils';
import type { Course } from '@/features/academy/api/types';
import { formatCourseTime, parseCourseTime } from './course-format';
import { courseTexts } from './course-texts';

/**
 * A course card in the language asked for (docs/api.md, "Language"): title, description and time. The store
 * keeps the English texts and the spec's "17h 34m"; course ids follow the catalogue's order.
 */
export function localiseCourse(course: Course, language: ApiLanguage): Course {
  if (language === 'en') return course;
  const [courseTitle, desc] = courseTexts[language][course.id - 1] ?? [course.courseTitle, course.desc];
  return { ...course, courseTitle, desc, time: formatCourseTime(parseCourseTime(course.time), language) };
}
