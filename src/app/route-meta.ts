import type { UIMatch } from 'react-router';
import type { RouteName } from '@/config/paths';
import type { Action, Subject } from '@/lib/casl/ability';
import type { AnyKey } from '@/lib/i18n/keys';

export type LayoutName = 'default' | 'blank' | 'landing';

/** Route meta, declared in the route table's `handle` so guards read it before a page loads. */
export interface RouteMeta {
  layout?: LayoutName;
  public?: boolean;
  unauthenticatedOnly?: boolean;
  action?: Action;
  subject?: Subject;
  /** Route name of the nav item to highlight when the page itself is not in the menu. */
  navActiveLink?: RouteName;
  /** Route param that tells tabs of one page apart (docs/spec.md §2 "meta key is tab"). */
  key?: string;
  /** i18n key (common namespace) of the document title. */
  titleKey?: AnyKey;
}

/** Merges meta from root to leaf; a child overrides its parent. */
export function mergeMeta(matches: UIMatch[]): RouteMeta {
  return matches.reduce<RouteMeta>(
    (acc, m) => (m.handle && typeof m.handle === 'object' ? { ...acc, ...(m.handle as RouteMeta) } : acc),
    {},
  );
}
