import { Hono } from 'hono';
import { auditList } from '@/features/audit/api/lists';
import { can } from '../auth/access';
import { type ApiEnv, listQuery } from '../env';

/** docs/api.md, "Audit trail": the writes recorded by `audit-trail.ts`, for the administrator. */
export const auditRoutes = new Hono<ApiEnv>()
  .get('/', can('read', 'AuditLog'), async (c) => c.json(await c.var.store.audit.list(listQuery(auditList, c))))
  .get('/users', can('read', 'AuditLog'), async (c) => c.json(await c.var.store.audit.users()));
