import type { RouteObject } from 'react-router';

/** E-commerce back office (default layout). No action/subject: manage on all is required. */
export const ecommerceRoutes: RouteObject[] = [];
