import type { ComponentType } from 'react';
import { routes } from '@/config/paths';
import type { AuthLayoutProps } from '../components/auth-card-layout';

/**
 * A sign-in screen is drawn once and framed by either layout: the route module passes the layout in, so a v1
 * page never downloads the v2 drawing (every page lazy, docs/architecture.md).
 */
export interface AuthScreenProps {
  Layout: ComponentType<AuthLayoutProps>;
  /** The template variant the links stay within; none for /login, /register and /forgot-password. */
  variant?: 'v1' | 'v2';
}

/** Where a screen's links lead: to the same variant's sibling, or to the real pages. */
export function authLinks(variant?: 'v1' | 'v2') {
  // The spec's pages have no reset or e-mail page of their own: their links open the first variant's.
  const steps = variant ?? 'v1';
  const pages = {
    reset: routes[`pages-authentication-reset-password-${steps}`],
    verify: routes[`pages-authentication-verify-email-${steps}`],
  };
  if (!variant) return { login: routes.login, register: routes.register, forgot: routes['forgot-password'], ...pages };
  return {
    login: routes[`pages-authentication-login-${variant}`],
    register: routes[`pages-authentication-register-${variant}`],
    forgot: routes[`pages-authentication-forgot-password-${variant}`],
    ...pages,
  };
}
