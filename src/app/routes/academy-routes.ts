import { type RouteObject, redirect } from 'react-router';
import { href } from '@/config/paths';
import { i18next } from '@/lib/i18n/i18n';

/** Loads a page together with its strings, so the screen never suspends on a missing namespace. */
const page = (load: () => Promise<object>) => () =>
  Promise.all([load(), i18next.loadNamespaces(['academy', 'data-table'])]).then(([module]) => module);

/**
 * Academy app (default layout). No action/subject: manage on all is required. The dashboard has one
 * address, /dashboards/academy, for both menu entries and the search; its former one redirects there.
 */
export const academyRoutes: RouteObject[] = [
  {
    path: 'dashboards/academy',
    lazy: page(() => import('@/features/academy/routes/dashboard-page')),
    handle: { titleKey: 'academy:titles.dashboard' },
  },
  {
    path: 'apps/academy',
    children: [
      {
        path: 'dashboard',
        loader: ({ request }) => redirect(href('dashboards-academy') + new URL(request.url).search),
      },
      {
        path: 'my-course',
        lazy: page(() => import('@/features/academy/routes/my-course-page')),
        handle: { titleKey: 'academy:titles.myCourses' },
      },
      {
        path: 'course-details',
        lazy: page(() => import('@/features/academy/routes/course-details-page')),
        handle: { titleKey: 'academy:titles.courseDetails' },
      },
    ],
  },
];
