import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { routes } from '@/config/paths';
import { useAbility } from '@/lib/casl/can';
import { filterNavigation, type NavLink, navigation } from '../../../navigation';
import { mergeMeta } from '../../../route-meta';

export function useNavItems() {
  const ability = useAbility();
  return useMemo(() => filterNavigation(navigation, (a, s) => ability.can(a, s)), [ability]);
}

const patterns = new Map<string, RegExp>();
function patternOf(path: string): RegExp {
  let re = patterns.get(path);
  if (!re) {
    re = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
    patterns.set(path, re);
  }
  return re;
}

/**
 * A link is active on any path its route pattern matches (so /pages/account-settings/security keeps
 * "Account settings" lit), or when the current route names it as navActiveLink.
 */
export function useIsLinkActive() {
  const matches = useMatches();
  const pathname = matches.at(-1)?.pathname ?? '';
  const { navActiveLink } = mergeMeta(matches);
  return (item: NavLink) => (navActiveLink !== undefined && navActiveLink === item.to) || patternOf(routes[item.to]).test(pathname);
}
