import { useSyncExternalStore } from 'react';
import { session } from './session';

/** The signed-in user, rendered again when a sign-in, its confirmation by the server or a sign-out changes it. */
export const useSessionUser = () => useSyncExternalStore(session.subscribe, session.user, () => null);
