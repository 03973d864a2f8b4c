import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { href, routes } from '@/config/paths';
import { useAbility } from '@/lib/casl/can';
import { filterNavigation, type NavLink, navigation } from '../../../navigation';
import { mergeMeta } from '../../../route-meta';

export function useNavItems() {
  const ability = useAbility();
  return useMemo(() => filterNavigation(navigation, (a, s) => ability.can(a, s)), [ability]);
}

/** A link is active on its own path, or when the current route names it as navActiveLink. */
export function useIsLinkActive() {
  const matches = useMatches();
  const last = matches.at(-1);
  const { navActiveLink } = mergeMeta(matches);
  return (item: NavLink) => {
    if (navActiveLink && navActiveLink === item.to) return true;
    const target = item.params ? href(item.to, item.params) : routes[item.to];
    return last?.pathname === target;
  };
}
