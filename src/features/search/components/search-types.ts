import type { RouteName } from '@/config/paths';

/** What the app knows about a route: its translated menu label, the menu group above it, default params. */
export interface ResolvedLink {
  label: string;
  parent?: string;
  params?: Record<string, string>;
  /** The current ability forbids the page: the dialog leaves it out. */
  hidden?: boolean;
}

export type ResolveLink = ((url: RouteName) => ResolvedLink | undefined) & {
  /** Pages whose translated menu label contains the text: the API matches English titles only. */
  match?: (q: string) => RouteName[];
};

export interface SearchOption {
  id: string;
  url: RouteName;
  label: string;
  parent?: string;
  params?: Record<string, string>;
}

export interface SearchOptionGroup {
  id: string;
  label: string;
  options: SearchOption[];
}
