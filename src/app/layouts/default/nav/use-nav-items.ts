import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAbility } from '@/lib/casl/can';
import { filterNavigation, type NavLink, navigation } from '../../../navigation';
import { mergeMeta } from '../../../route-meta';
import { activeLinkKey, chosenNavItem, linkKey } from './active-link';

export function useNavItems() {
  const ability = useAbility();
  return useMemo(() => filterNavigation(navigation, (a, s) => ability.can(a, s)), [ability]);
}

/** Whether a menu entry is the page's one active entry (see activeLinkKey). */
export function useIsLinkActive() {
  const items = useNavItems();
  const matches = useMatches();
  const { state } = useLocation();
  const pathname = matches.at(-1)?.pathname ?? '';
  const { navActiveLink } = mergeMeta(matches);
  const active = activeLinkKey(items, pathname, navActiveLink, chosenNavItem(state));
  return (item: NavLink) => linkKey(item) === active;
}
