import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

const strings = ['auth-pages'];

/**
 * The template's sign-in screens in their two variants (blank layout, public: a signed-in administrator opens
 * them from the menu to see them, so they are not bounced like /login). One module per page: a page downloads
 * only its own screen and layout.
 */
export const authVariantRoutes: RouteObject[] = [
  pageRoute('pages-authentication-login-v1', () => import('@/features/auth/routes/variants/login-v1-page'), {
    titleKey: 'titles.login',
    strings,
  }),
  pageRoute('pages-authentication-login-v2', () => import('@/features/auth/routes/variants/login-v2-page'), {
    titleKey: 'titles.login',
    strings,
  }),
  pageRoute('pages-authentication-register-v1', () => import('@/features/auth/routes/variants/register-v1-page'), {
    titleKey: 'titles.register',
  }),
  pageRoute('pages-authentication-register-v2', () => import('@/features/auth/routes/variants/register-v2-page'), {
    titleKey: 'titles.register',
  }),
  pageRoute(
    'pages-authentication-forgot-password-v1',
    () => import('@/features/auth/routes/variants/forgot-password-v1-page'),
    { titleKey: 'titles.forgotPassword' },
  ),
  pageRoute(
    'pages-authentication-forgot-password-v2',
    () => import('@/features/auth/routes/variants/forgot-password-v2-page'),
    { titleKey: 'titles.forgotPassword' },
  ),
  pageRoute(
    'pages-authentication-reset-password-v1',
    () => import('@/features/auth/routes/variants/reset-password-v1-page'),
    { titleKey: 'titles.resetPassword', strings },
  ),
  pageRoute(
    'pages-authentication-reset-password-v2',
    () => import('@/features/auth/routes/variants/reset-password-v2-page'),
    { titleKey: 'titles.resetPassword', strings },
  ),
  pageRoute(
    'pages-authentication-verify-email-v1',
    () => import('@/features/auth/routes/variants/verify-email-v1-page'),
    {
      titleKey: 'titles.verifyEmail',
      strings,
    },
  ),
  pageRoute(
    'pages-authentication-verify-email-v2',
    () => import('@/features/auth/routes/variants/verify-email-v2-page'),
    {
      titleKey: 'titles.verifyEmail',
      strings,
    },
  ),
  pageRoute('pages-authentication-two-steps-v1', () => import('@/features/auth/routes/variants/two-steps-v1-page'), {
    titleKey: 'titles.twoSteps',
    strings,
  }),
  pageRoute('pages-authentication-two-steps-v2', () => import('@/features/auth/routes/variants/two-steps-v2-page'), {
    titleKey: 'titles.twoSteps',
    strings,
  }),
  pageRoute(
    'pages-authentication-register-multi-steps',
    () => import('@/features/auth/routes/register-multi-steps-page'),
    { titleKey: 'titles.registerMultiSteps', strings },
  ),
];
