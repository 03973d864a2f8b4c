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
  /** Menu pages whose translated label contains the text, for pages the search API does not list. */
  match?: (q: string) => RouteName[];
  /** Every menu page the user may open, in menu order. */
  allowed?: RouteName[];
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
