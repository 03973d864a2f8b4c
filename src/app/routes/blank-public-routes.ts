import type { RouteObject } from 'react-router';

/** Public pages shown without the landing header (SPEC §2: blank layout). */
export const blankPublicRoutes: RouteObject[] = [];
