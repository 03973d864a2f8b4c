import { useSyncExternalStore } from 'react';
import {
  applyPreference,
  clearPreferences,
  defaultPreferences,
  type Preferences,
  readPreferences,
  writePreferences,
} from './preferences';

const listeners = new Set<() => void>();
let state: Preferences = typeof window === 'undefined' ? defaultPreferences : readPreferences(window.localStorage);

function emit() {
  for (const l of listeners) l();
}

export const preferencesStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set<K extends keyof Preferences>(key: K, value: Preferences[K]) {
    state = applyPreference(state, key, value);
    writePreferences(window.localStorage, state);
    emit();
  },
  reset() {
    clearPreferences(window.localStorage);
    state = { ...defaultPreferences };
    emit();
  },
  /** Re-reads storage; tests and other tabs use it. */
  reload() {
    state = readPreferences(window.localStorage);
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => preferencesStore.reload());
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get, preferencesStore.get);
}
