import { Hono } from 'hono';
import { analyticsDashboard } from '@/features/analytics/mocks/analytics-dashboard';
import { crmDashboard } from '@/features/crm/mocks/crm-dashboard';
import { can } from '../auth/access';
import { type ApiEnv, languageOf } from '../env';

/** docs/api.md, "Dashboards" (under /api/dashboard, beside analytics' projects): computed sample figures, the same in both hosts (no store is read). */
export const dashboardsRoutes = new Hono<ApiEnv>()
  .get('/crm', can('read', 'Dashboard'), (c) => c.json(crmDashboard(languageOf(c))))
  .get('/analytics', can('read', 'Dashboard'), (c) => c.json(analyticsDashboard(languageOf(c))));
