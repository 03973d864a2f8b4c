import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { homePath } from '@/lib/auth/return-path';
import { session } from '@/lib/auth/session';
import { useAbility } from '@/lib/casl/can';

// The token string is a stable snapshot: it only changes on sign-in or sign-out.
const snapshot = () => (session.isSignedIn() ? session.token() : null);

/**
 * The signed-in user as the public site shows them (header and drawer), where their back office starts,
 * and a sign-out that keeps the visitor on the public page.
 */
export function useLandingSession() {
  const token = useSyncExternalStore(session.subscribe, snapshot, () => null);
  const ability = useAbility();
  const queryClient = useQueryClient();
  const signOut = useCallback(() => {
    session.signOut();
    queryClient.clear();
  }, [queryClient]);
  const user = token ? session.user() : null;
  return { user, home: homePath((action, subject) => ability.can(action, subject)), signOut };
}
