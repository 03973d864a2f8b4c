import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

/** Sign-in pages (blank layout): unauthenticated only, except sign-out. */
export const authRoutes: RouteObject[] = [
  // The code step of a two-step sign-in speaks auth-pages.
  pageRoute('login', () => import('@/features/auth/routes/login-page'), {
    titleKey: 'titles.login',
    strings: ['auth-pages'],
  }),
  pageRoute('register', () => import('@/features/auth/routes/register-page'), { titleKey: 'titles.register' }),
  pageRoute('forgot-password', () => import('@/features/auth/routes/forgot-password-page'), {
    titleKey: 'titles.forgotPassword',
  }),
  pageRoute('logout', () => import('@/features/auth/routes/logout-page'), { titleKey: 'titles.logout' }),
];
