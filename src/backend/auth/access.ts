import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { Action, Subject } from '@/lib/casl/ability';
import type { ApiEnv } from '../env';
import { refuse } from '../messages';

/**
 * What a route needs (docs/security.md, "Permissions"): anyone, any signed-in user, or an action on a subject
 * checked with CASL against the session user's rules, the same rules the interface uses.
 */
type Rule = { action: Action; subject: Subject };
/**
 * Who may call a route: anyone, any signed-in account, or one whose rules allow this action on this subject. A
 * route open to every account that changes the account's own security names the rule its writes are recorded
 * under in the audit trail (`audited`).
 */
export type Access = { public: true } | { signedIn: true; audited?: Rule } | Rule;

export const anyone: Access = { public: true };
export const signedIn: Access = { signedIn: true };
/** Any signed-in account, its writes recorded in the audit trail as `action` on `subject`. */
export const signedInAudited = (action: Action, subject: Subject): Access => ({
  signedIn: true,
  audited: { action, subject },
});

/** The guard a route puts first; it carries its rule so that the route list can be checked (access.test.ts). */
export type Guard = MiddlewareHandler<ApiEnv> & { access: Access };

/** Signed out → 401; signed in without the rule → 403. */
export function allow(access: Access): Guard {
  const guard = createMiddleware<ApiEnv>(async (c, next) => {
    c.set('access', access);
    if ('public' in access) return next();
    const { user } = c.var;
    if (!user) return refuse(c, 401, 'signIn');
    if ('action' in access && !user.ability.can(access.action, access.subject)) return refuse(c, 403, 'forbidden');
    return next();
  });
  return Object.assign(guard, { access });
}

/** The usual guards of a resource: read it, create, change or delete one. */
export const can = (action: Action, subject: Subject) => allow({ action, subject });
