import type { SvgIconComponent } from '@mui/icons-material';
import type { CommonKey } from '@/lib/i18n/keys';
import type { NavGroup, NavItem, NavLink } from '../../../navigation';

export interface HorizontalMenu {
  titleKey: CommonKey;
  icon?: SvgIconComponent;
  /** A top-level menu opens a popover of links and groups; a group inside opens a second popover. */
  children: (NavLink | NavGroup)[];
}

export type HorizontalItem = NavLink | HorizontalMenu;

/**
 * The vertical menu's data regrouped for a top bar: what comes before the first section stays on the bar,
 * each section becomes a top-level menu holding the items under it.
 */
export function toHorizontal(items: NavItem[], sectionIcons: Record<string, SvgIconComponent> = {}): HorizontalItem[] {
  const out: HorizontalItem[] = [];
  let current: HorizontalMenu | null = null;
  for (const item of items) {
    if (item.kind === 'section') {
      current = { titleKey: item.titleKey, icon: sectionIcons[item.titleKey], children: [] };
      out.push(current);
    } else if (current) {
      current.children.push(item);
    } else if (item.kind === 'group') {
      out.push({ titleKey: item.titleKey, icon: item.icon, children: item.children });
    } else {
      out.push(item);
    }
  }
  return out.filter((i) => !('children' in i) || i.children.length > 0);
}

export const isMenu = (item: HorizontalItem | NavGroup | NavLink): item is HorizontalMenu | NavGroup =>
  'children' in item;
