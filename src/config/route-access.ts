import type { Action, Subject } from '@/lib/casl/ability';
import type { RouteName } from './paths';

export type RouteAccess = { public: true } | { unauthenticatedOnly: true } | { action: Action; subject: Subject };

/**
 * Who may open a page, where it is not the default of docs/product.md (signed in, manage on all). One list for
 * the route table, the guards, the menu and the search API, so they never disagree.
 */
const exceptions: Partial<Record<RouteName, RouteAccess>> = {
  root: { public: true },
  'front-pages-landing-page': { public: true },
  'front-pages-help-center': { public: true },
  'front-pages-help-center-article': { public: true },
  login: { unauthenticatedOnly: true },
  register: { unauthenticatedOnly: true },
  'forgot-password': { unauthenticatedOnly: true },
  logout: { public: true },
  'not-authorized': { public: true },
  'pages-misc-not-authorized': { public: true },
  'pages-misc-server-error': { public: true },
  'pages-misc-not-found': { public: true },
  'pages-misc-coming-soon': { public: true },
  'pages-misc-under-maintenance': { public: true },
  'access-control': { action: 'read', subject: 'AclDemo' },
  // The template's sign-in variants: shown to anyone, signed in or not (demo screens; the menu lists them to
  // administrators, as the error-page demos above).
  ...Object.fromEntries(
    (['login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'two-steps'] as const).flatMap((page) =>
      (['v1', 'v2'] as const).map((v) => [`pages-authentication-${page}-${v}`, { public: true }]),
    ),
  ),
  'pages-authentication-register-multi-steps': { public: true },
  'apps-email': { action: 'read', subject: 'Email' },
  // Administrators (docs/product.md): the client account reads only the access-control demo's data.
  'apps-chat': { action: 'read', subject: 'Chat' },
};

const adminOnly = { action: 'manage', subject: 'all' } as const satisfies RouteAccess;

export const routeAccess = (name: RouteName): RouteAccess => exceptions[name] ?? adminOnly;

type Can = (action: Action, subject: Subject) => boolean;

/** True when a user with this ability (none when signed out) may open the page. */
export function mayOpen(name: RouteName, can: Can | null): boolean {
  const access = routeAccess(name);
  if ('public' in access) return true;
  if ('unauthenticatedOnly' in access) return can === null;
  return can !== null && can(access.action, access.subject);
}

/**
 * True when the menu and the search list the page to this user. The public site's pages are listed to all;
 * the back office's demos of error pages only to those who may manage everything, as in the templates we
 * follow, where a menu entry without its own rule needs manage on all (docs/decisions.md, "Route access").
 */
export function mayList(name: RouteName, can: Can | null): boolean {
  const access = routeAccess(name);
  if ('action' in access || name.startsWith('front-pages-')) return mayOpen(name, can);
  return can !== null && can(adminOnly.action, adminOnly.subject);
}
