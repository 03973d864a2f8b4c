import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: () => import('@/features/auth/routes/login-page'),
    handle: { unauthenticatedOnly: true, titleKey: 'titles.login' },
  },
  {
    path: 'register',
    lazy: () => import('@/features/auth/routes/register-page'),
    handle: { unauthenticatedOnly: true, titleKey: 'titles.register' },
  },
  {
    path: 'forgot-password',
    lazy: () => import('@/features/auth/routes/forgot-password-page'),
    handle: { unauthenticatedOnly: true, titleKey: 'titles.forgotPassword' },
  },
  {
    path: 'logout',
    lazy: () => import('@/features/auth/routes/logout-page'),
    handle: { public: true, titleKey: 'titles.logout' },
  },
];
