import type { RouteObject } from 'react-router';
import { routes, type RouteName } from '@/config/paths';
import { routeAccess } from '@/config/route-access';
import { i18next, initI18n } from '@/lib/i18n/i18n';
import type { RouteMeta } from '../route-meta';

interface PageOptions extends Pick<RouteMeta, 'titleKey' | 'navActiveLink' | 'key'> {
  /** i18n namespaces loaded with the page, so the screen never suspends on a missing one. */
  strings?: string[];
  /** A pattern wider than the named address (an optional segment); the name's address still opens it. */
  pattern?: string;
}

/**
 * One entry of the route table, built from its name: the address comes from config/paths.ts and who may open
 * it from config/route-access.ts, so neither is written twice.
 */
export function pageRoute(
  name: RouteName,
  load: () => Promise<object>,
  { strings = [], pattern, ...meta }: PageOptions = {},
): RouteObject {
  // On a first visit the router starts this before main.tsx has started i18n, and i18next ignores namespaces
  // asked for before its init: the same init (it runs once) comes first, or the page suspends on each namespace.
  const lazy = strings.length
    ? () => Promise.all([load(), initI18n().then(() => i18next.loadNamespaces(strings))]).then(([module]) => module)
    : load;
  const path = pattern ?? routes[name].slice(1);
  const handle: RouteMeta = { ...routeAccess(name), ...meta };
  return path ? { id: name, path, lazy, handle } : { id: name, index: true, lazy, handle };
}
