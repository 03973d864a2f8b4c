import { Hono } from 'hono';
import { analyticsDashboard } from '@/backend/data/analytics/analytics-dashboard';
import { crmDashboard } from '@/backend/data/crm/crm-dashboard';
import { vehicleList } from '@/features/logistics/api/lists';
import { logisticsDashboard } from '@/backend/data/logistics/logistics-dashboard';
import { can } from '../auth/access';
import { type ApiEnv, languageOf, listQuery } from '../env';

/**
 * docs/api.md, "Dashboards" (under /api/dashboard, beside analytics' projects): computed sample figures, the same
 * in both hosts (no store is read), and the logistics dashboard's vehicles, a stored list.
 */
export const dashboardsRoutes = new Hono<ApiEnv>()
  .get('/crm', can('read', 'Dashboard'), (c) => c.json(crmDashboard(languageOf(c))))
  .get('/analytics', can('read', 'Dashboard'), (c) => c.json(analyticsDashboard(languageOf(c))))
  .get('/logistics', can('read', 'Dashboard'), (c) => c.json(logisticsDashboard(languageOf(c))))
  .get('/logistics/vehicles', can('read', 'Dashboard'), async (c) =>
    c.json(await c.var.store.vehicles.list(listQuery(vehicleList, c), languageOf(c))),
  );
