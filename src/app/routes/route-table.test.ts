import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isRouteName, routes } from '@/config/paths';
import { mayOpen } from '@/config/route-access';
import { buildAbility } from '@/lib/casl/ability';
import { decide } from '../guards/guard-decision';
import { type NavItem, type NavLink, navigation } from '../navigation';
import type { RouteMeta } from '../route-meta';
import { routeTable } from '../router';

/** Every named route with the meta its layout group and its own entry give it. */
function namedRoutes(table: RouteObject[], inherited: RouteMeta = {}): { route: RouteObject; meta: RouteMeta }[] {
  return table.flatMap((route) => {
    const meta = { ...inherited, ...(route.handle as RouteMeta | undefined) };
    const own = route.id && isRouteName(route.id) ? [{ route, meta }] : [];
    return [...own, ...namedRoutes(route.children ?? [], meta)];
  });
}

const users = {
  visitor: null,
  client: buildAbility([{ action: 'read', subject: 'AclDemo' }]),
  admin: buildAbility([{ action: 'manage', subject: 'all' }]),
};

describe('the route table', () => {
  const named = namedRoutes(routeTable);

  it('serves each named page at its name’s address', () => {
    expect(named.length).toBeGreaterThan(30);
    for (const { route } of named) {
      const address = routes[route.id as keyof typeof routes];
      const pattern = route.index ? '/' : `/${route.path}`;
      expect(matchPath(pattern, address), `${route.id} at ${address}`).not.toBeNull();
    }
  });

  it('has a page for every link of the menu (none opens the not-found page)', () => {
    const served = new Set(named.map(({ route }) => route.id));
    const links = (items: NavItem[]): NavLink[] =>
      items.flatMap((item) => (item.kind === 'link' ? [item] : 'children' in item ? links(item.children) : []));
    const menu = links(navigation);
    expect(menu.length).toBeGreaterThan(50);
    expect(menu.filter((link) => !served.has(link.to)).map((link) => link.to)).toEqual([]);
  });

  it('lets the guard open a page to exactly the users config/route-access.ts names', () => {
    for (const { route, meta } of named) {
      const name = route.id as keyof typeof routes;
      for (const [who, ability] of Object.entries(users)) {
        const can = ability ? (a: Parameters<typeof ability.can>[0], s: string) => ability.can(a, s) : () => false;
        const decision = decide({ meta, signedIn: ability !== null, can, requested: routes[name] });
        expect({ name, who, opens: decision.kind === 'render' }).toEqual({
          name,
          who,
          opens: mayOpen(name, ability && can),
        });
      }
    }
  });
});
