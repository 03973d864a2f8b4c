import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

const strings = ['academy', 'data-table'];

/**
 * Academy app (default layout). The dashboard has one address, /dashboards/academy, for both menu entries and
 * the search; its former one redirects there (former-routes.ts).
 */
export const academyRoutes: RouteObject[] = [
  pageRoute('dashboards-academy', () => import('@/features/academy/routes/dashboard-page'), {
    strings,
    titleKey: 'academy:titles.dashboard',
  }),
  pageRoute('apps-academy-my-course', () => import('@/features/academy/routes/my-course-page'), {
    strings,
    titleKey: 'academy:titles.myCourses',
  }),
  pageRoute('apps-academy-course-details', () => import('@/features/academy/routes/course-details-page'), {
    strings,
    titleKey: 'academy:titles.courseDetails',
  }),
];
