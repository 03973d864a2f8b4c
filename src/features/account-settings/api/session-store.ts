import { session } from '@/lib/auth/session';

/**
 * There is no account API (docs/spec.md §7), so what a tab saves is kept in sessionStorage, per signed-in user:
 * it survives a reload and tab switches, and ends with the browser tab. Nothing is sent to a server.
 */
const keyOf = (section: string) => `okoume-digital-account-settings-${session.user()?.id ?? 'guest'}-${section}`;

export function loadSaved<T extends object>(section: string, defaults: T): T {
  try {
    const raw = window.sessionStorage.getItem(keyOf(section));
    return raw ? { ...defaults, ...(JSON.parse(raw) as Partial<T>) } : defaults;
  } catch {
    return defaults;
  }
}

export function save(section: string, value: unknown) {
  try {
    window.sessionStorage.setItem(keyOf(section), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value still lives in the open screen.
  }
}
