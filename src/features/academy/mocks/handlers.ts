import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { readListQuery } from '@/mocks/query';
import { delay, safe } from '@/mocks/utils';
import { courseDetails } from './course-details';
import { listCourses } from './list-courses';

export const academyHandlers = [
  http.get(
    '*/api/apps/academy/courses',
    safe(async ({ request }) => {
      await delay();
      return HttpResponse.json(listCourses(db.courses, readListQuery(request.url)));
    }),
  ),
  http.get(
    '*/api/apps/academy/course-details',
    safe(async () => {
      await delay();
      return HttpResponse.json(courseDetails);
    }),
  ),
];
