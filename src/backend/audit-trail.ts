import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuditInput } from '@/features/audit/api/types';
import { fieldSeparator } from '@/mocks/query';
import type { SessionUser } from './auth/session';
import type { ApiEnv } from './env';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The path parameters that name a route's record. */
const recordParams = ['id', 'section', 'customerId'] as const;

/** Text kept as a column: no NUL (PostgreSQL text cannot hold it) nor the search separator, and bounded. */
const clean = (text: string) => text.replaceAll('\0', '').replaceAll(fieldSeparator, '').slice(0, 200);

/** The route's record, or the id a create answered. */
async function recordIdOf(c: Context<ApiEnv>): Promise<string | null> {
  const params = c.req.param() as Record<string, string | undefined>;
  const named = recordParams.map((name) => params[name]).find((value) => value !== undefined);
  if (named !== undefined) return clean(named);
  if (!c.res.headers.get('content-type')?.includes('application/json')) return null;
  const answer: unknown = await c.res
    .clone()
    .json()
    .catch(() => undefined);
  const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? clean(String(id)) : null;
}

/** The names of the top-level fields of the JSON body, never their values (a password stays out of the trail). */
async function fieldsOf(c: Context<ApiEnv>): Promise<string[]> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.keys(body).slice(0, 100).map(clean);
}

async function entryOf(c: Context<ApiEnv>, user: SessionUser, action: string, subject: string): Promise<AuditInput> {
  return {
    at: new Date().toISOString(),
    userId: user.id,
    userName: user.fullName,
    action,
    subject,
    recordId: await recordIdOf(c),
    fields: await fieldsOf(c),
  };
}

/**
 * The audit trail (docs/api.md, "Audit trail"): a write (POST, PUT, PATCH, DELETE) a signed-in user made
 * through a route that declares an action on a subject (or, open to every account, the rule it is audited under),
 * answered below 400, is recorded once answered. Sign-in, sign-out and the public contact form declare no subject,
 * so they are not (docs/decisions.md, "Audit trail").
 * A failure to record is logged and never changes the answer of a write that was made.
 */
export const recordWrites = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  if (!writeMethods.has(c.req.method) || c.res.status >= 400) return;
  const { access, user } = c.var;
  const rule = !access ? undefined : 'action' in access ? access : 'audited' in access ? access.audited : undefined;
  if (!user || !rule) return;
  try {
    await c.var.store.audit.record(await entryOf(c, user, rule.action, rule.subject));
  } catch (error) {
    console.error('[audit]', error);
  }
});
