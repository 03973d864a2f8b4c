import { createBrowserRouter, type RouteObject } from 'react-router';
import { yieldToMain } from '@/lib/yield-to-main';
import { RootShell } from './root-shell';
import { RouteErrorPage } from './components/route-error-page';
import { academyRoutes } from './routes/academy-routes';
import { authRoutes } from './routes/auth-routes';
import { backOfficeRoutes } from './routes/back-office-routes';
import { ecommerceRoutes } from './routes/ecommerce-routes';
import { emailRoutes } from './routes/email-routes';
import { formerRoutes } from './routes/former-routes';
import { invoiceRoutes } from './routes/invoice-routes';
import { chatRoutes } from './routes/chat-routes';
import { usersRoutes } from './routes/users-routes';
import { wizardRoutes } from './routes/wizard-routes';
import { pagesRoutes } from './routes/pages-routes';
import { rolesRoutes } from './routes/roles-routes';
import { authVariantRoutes } from './routes/auth-variant-routes';
import { blankPublicRoutes } from './routes/blank-public-routes';
import { miscRoutes } from './routes/misc-routes';
import { publicRoutes } from './routes/public-routes';

/** The route table: pathless layout groups; each child's meta overrides its group's. */
export const routeTable: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => null,
    children: [
      ...formerRoutes,
      {
        lazy: () => import('./layouts/landing/landing-layout'),
        handle: { layout: 'landing' },
        errorElement: <RouteErrorPage />,
        children: publicRoutes,
      },
      {
        lazy: () => import('./layouts/default/default-layout'),
        handle: { layout: 'default' },
        errorElement: <RouteErrorPage />,
        children: [
          ...backOfficeRoutes,
          ...ecommerceRoutes,
          ...invoiceRoutes,
          ...wizardRoutes,
          ...emailRoutes,
          ...chatRoutes,
          ...usersRoutes,
          ...rolesRoutes,
          ...academyRoutes,
          ...pagesRoutes,
        ],
      },
      {
        lazy: () => import('./layouts/blank-layout'),
        handle: { layout: 'blank' },
        errorElement: <RouteErrorPage />,
        children: [...blankPublicRoutes, ...authRoutes, ...authVariantRoutes, ...miscRoutes],
      },
      {
        // Unknown addresses: the back office's frame for a signed-in user, the blank page for a visitor.
        lazy: () => import('./layouts/session-layout'),
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: '*',
            lazy: () => import('./components/not-found-route'),
            handle: { public: true, titleKey: 'titles.notFound' },
          },
        ],
      },
    ],
  },
];

/**
 * Each matched route's code is fetched in a task of its own: importing a lazy route adds a module preload
 * per file it needs, and on a first load the layout's and the page's lists together made one long task.
 */
function eachLazyInItsOwnTask(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    const children = route.children && eachLazyInItsOwnTask(route.children);
    if (typeof lazy !== 'function') return children ? { ...route, children } : route;
    return { ...route, ...(children && { children }), lazy: () => yieldToMain().then(lazy) } as RouteObject;
  });
}

export const createAppRouter = () => createBrowserRouter(eachLazyInItsOwnTask(routeTable));

export type AppRouter = ReturnType<typeof createAppRouter>;
