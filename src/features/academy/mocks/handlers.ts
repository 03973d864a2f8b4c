import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { readListQuery } from '@/mocks/query';
import { courseList } from '../api/lists';
import { delay, requestLanguage, safe } from '@/mocks/utils';
import { courseDetailsFor } from './course-details';
import { listCourses } from './list-courses';

export const academyHandlers = [
  http.get(
    '*/api/apps/academy/courses',
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(
        listCourses(db.courses, readListQuery(courseList, request.url), requestLanguage(request)),
      );
    }),
  ),
  http.get(
    '*/api/apps/academy/course-details',
    safe(async ({ request }) => {
      await delay();
      // Without an id (docs/spec.md §7's call), the spec's details: course 1's.
      const id = new URL(request.url).searchParams.get('id') || '1';
      const course = /^\d+$/.test(id) ? db.courses.find((c) => c.id === Number(id)) : undefined;
      if (!course) return HttpResponse.json({ message: 'Course not found' }, { status: 404 });
      return HttpResponse.json(courseDetailsFor(course, requestLanguage(request)));
    }),
  ),
];
