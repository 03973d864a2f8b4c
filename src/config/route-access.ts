import type { Action, Subject } from '@/lib/casl/ability';
import type { RouteName } from './paths';

export type RouteAccess = { public: true } | { action: Action; subject: Subject };

/**
 * Who may open a page, where it is not the default of docs/product.md (signed in, manage on all). One list for
 * the route table, the menu and the search API, so the three never disagree.
 */
const exceptions: Partial<Record<RouteName, RouteAccess>> = {
  'front-pages-landing-page': { public: true },
  'front-pages-help-center': { public: true },
  'front-pages-help-center-article': { public: true },
  'access-control': { action: 'read', subject: 'AclDemo' },
};

export const routeAccess = (name: RouteName): RouteAccess => exceptions[name] ?? { action: 'manage', subject: 'all' };

/** True when a user with this ability (none when signed out) may open the page. */
export function mayOpen(name: RouteName, can: ((action: Action, subject: Subject) => boolean) | null): boolean {
  const access = routeAccess(name);
  if ('public' in access) return true;
  return can !== null && can(access.action, access.subject);
}
