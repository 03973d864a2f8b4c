import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { session } from '@/lib/auth/session';
import { useAbility } from '@/lib/casl/can';
import { mergeMeta } from '../route-meta';
import { decide } from './guard-decision';

export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const ability = useAbility();
  const decision = decide({
    meta: mergeMeta(matches),
    signedIn: session.isSignedIn(),
    can: (action, subject) => ability.can(action, subject),
    requested: location.pathname + location.search + location.hash,
    returnTo: new URLSearchParams(location.search).get('to'),
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
