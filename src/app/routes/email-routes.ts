import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

/** The e-mail app (default layout): its page only; the compose dialog and its editor load when opened. */
export const emailRoutes: RouteObject[] = [
  pageRoute('apps-email', () => import('@/features/email/routes/email-page'), {
    strings: ['email', 'data-table'],
    titleKey: 'email:title',
  }),
];
