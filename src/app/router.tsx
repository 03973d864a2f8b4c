import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootShell } from './root-shell';
import { RouteErrorPage } from './components/route-error-page';
import { academyRoutes } from './routes/academy-routes';
import { authRoutes } from './routes/auth-routes';
import { backOfficeRoutes } from './routes/back-office-routes';
import { ecommerceRoutes } from './routes/ecommerce-routes';
import { usersRoutes } from './routes/users-routes';
import { pagesRoutes } from './routes/pages-routes';
import { rolesRoutes } from './routes/roles-routes';
import { blankPublicRoutes } from './routes/blank-public-routes';
import { miscRoutes } from './routes/misc-routes';
import { publicRoutes } from './routes/public-routes';

/** The route table: three pathless layout groups; each child's meta overrides its group's. */
export const routeTable: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => null,
    children: [
      {
        lazy: () => import('./layouts/landing/landing-layout'),
        handle: { layout: 'landing', public: true },
        errorElement: <RouteErrorPage />,
        children: publicRoutes,
      },
      {
        lazy: () => import('./layouts/default/default-layout'),
        handle: { layout: 'default' },
        errorElement: <RouteErrorPage />,
        children: [...backOfficeRoutes, ...ecommerceRoutes, ...usersRoutes, ...rolesRoutes, ...academyRoutes, ...pagesRoutes],
      },
      {
        lazy: () => import('./layouts/blank-layout'),
        handle: { layout: 'blank' },
        errorElement: <RouteErrorPage />,
        children: [...blankPublicRoutes, ...authRoutes, ...miscRoutes],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeTable);
