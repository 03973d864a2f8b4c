import { api } from '@/lib/api-client';
import type { AbilityRule } from '@/lib/casl/ability';
import { session, type UserData } from './session';

/**
 * Replaces the user and rules the cookies hold with those the server enforces (docs/security.md, "Sessions").
 * A refused session (401) signs out through the API client; other failures leave the cookies as they are.
 */
export async function confirmSession(): Promise<void> {
  try {
    session.confirm(await api.get<{ userData: UserData; userAbilityRules: AbilityRule[] }>('/api/auth/session'));
  } catch {
    // Offline or the server is down: the screens show their own error states.
  }
}
