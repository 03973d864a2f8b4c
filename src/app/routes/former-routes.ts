import { type RouteObject, redirect } from 'react-router';
import { formerAddresses, href } from '@/config/paths';

/**
 * Former addresses redirect to where their screen lives, query kept, so Back does not return to them. Hosts that
 * read redirect rules answer 301 before the app loads (scripts/route-shells.ts); this covers the others.
 */
export const formerRoutes: RouteObject[] = Object.entries(formerAddresses).map(([path, name]) => ({
  path: path.slice(1),
  loader: ({ request }) => redirect(href(name) + new URL(request.url).search),
}));
