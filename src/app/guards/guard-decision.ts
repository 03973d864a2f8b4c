import type { Action, Subject } from '@/lib/casl/ability';
import { homePath, safeReturnPath } from '@/lib/auth/return-path';
import type { RouteMeta } from '../route-meta';

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

interface GuardInput {
  meta: RouteMeta;
  signedIn: boolean;
  can: (action: Action, subject: Subject) => boolean;
  /** Path plus search of the page asked for. */
  requested: string;
  /** The `to` query parameter, where a signed-in user goes from an unauthenticated-only page (else their home). */
  returnTo?: string | null;
}

/** docs/product.md's guard rules, in order. */
export function decide({ meta, signedIn, can, requested, returnTo }: GuardInput): GuardDecision {
  if (meta.public) return { kind: 'render' };
  if (meta.unauthenticatedOnly) {
    return signedIn ? { kind: 'redirect', to: safeReturnPath(returnTo) ?? homePath(can) } : { kind: 'render' };
  }
  if (!signedIn) return { kind: 'redirect', to: `/login?to=${encodeURIComponent(requested)}` };
  if (!can(meta.action ?? 'manage', meta.subject ?? 'all')) return { kind: 'redirect', to: '/not-authorized' };
  return { kind: 'render' };
}
