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

/**
 * The key (linkKey) of the page's one active menu entry (see activeLinkKey). Computed once per menu, not per
 * entry: the entries then re-render only when their own state changes, not on every search keystroke of a list.
 */
export function useActiveLinkKey() {
  const items = useNavItems();
  const matches = useMatches();
  const { state } = useLocation();
  const pathname = matches.at(-1)?.pathname ?? '';
  const { navActiveLink } = mergeMeta(matches);
  return activeLinkKey(items, pathname, navActiveLink, chosenNavItem(state));
}

/** Whether a menu entry is the page's one active entry. */
export function useIsLinkActive() {
  const active = useActiveLinkKey();
  return (item: NavLink) => linkKey(item) === active;
}
