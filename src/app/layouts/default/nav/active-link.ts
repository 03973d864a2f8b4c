import { routes } from '@/config/paths';
import type { NavItem, NavLink } from '../../../navigation';

/** Tells menu entries apart: two entries may open the same page (Dashboards › eCommerce, eCommerce › Dashboard). */
export const linkKey = (link: NavLink) => `${link.titleKey} ${link.to}`;

/** What a menu link puts in the history entry it opens, so the menu knows which entry was chosen. */
export interface NavLinkState {
  navItem: string;
}

export const navLinkState = (link: NavLink): NavLinkState => ({ navItem: linkKey(link) });

export const chosenNavItem = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && typeof (state as NavLinkState).navItem === 'string'
    ? (state as NavLinkState).navItem
    : undefined;

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
 * The one menu entry to light for a page. An entry matches on any path its route pattern matches (so
 * /pages/account-settings/security keeps "Account settings" lit) or when the page names it as
 * navActiveLink. When several entries open the same page, the one the user chose (kept in the history
 * entry, so a reload keeps it) wins, else the first in menu order: never two at once.
 */
export function activeLinkKey(
  items: NavItem[],
  pathname: string,
  navActiveLink?: string,
  chosen?: string,
): string | undefined {
  const links = items.flatMap((item) => (item.kind === 'link' ? [item] : item.kind === 'group' ? item.children : []));
  const candidates = links
    .filter(
      (link) => (navActiveLink !== undefined && navActiveLink === link.to) || patternOf(routes[link.to]).test(pathname),
    )
    .map(linkKey);
  return chosen !== undefined && candidates.includes(chosen) ? chosen : candidates[0];
}
