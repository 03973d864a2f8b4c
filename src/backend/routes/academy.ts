import { Hono } from 'hono';
import { courseList } from '@/features/academy/api/lists';
import { academyDashboard } from '@/backend/data/academy/academy-dashboard';
import { courseDetailsFor } from '@/backend/data/academy/course-details';
import { can } from '../auth/access';
import { type ApiEnv, languageOf, listQuery } from '../env';
import { refuse } from '../messages';

/** docs/api.md, "Academy". */
export const academyRoutes = new Hono<ApiEnv>()
  .get('/courses', can('read', 'Academy'), async (c) =>
    c.json(await c.var.store.courses.list(listQuery(courseList, c), languageOf(c))),
  )
  .get('/dashboard', can('read', 'Academy'), async (c) => {
    const language = languageOf(c);
    const { courses } = await c.var.store.courses.list({ q: '', page: 1, itemsPerPage: 100, filters: {} }, language);
    return c.json(academyDashboard(courses, language, c.var.user?.fullName ?? ''));
  })
  .get('/course-details', can('read', 'Academy'), async (c) => {
    // Without an id (docs/spec.md §7's call), the spec's details: course 1's.
    const id = c.req.query('id') || '1';
    const course = /^\d+$/.test(id) ? await c.var.store.courses.get(Number(id)) : undefined;
    return course ? c.json(courseDetailsFor(course, languageOf(c))) : refuse(c, 404, 'courseNotFound');
  });
