import { brand } from '@/config/brand';

export const themeModes = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const primaryPresets = ['#b36734', '#7367f0', '#0d9394', '#2092ec', '#eb3d63'] as const;

export interface Preferences {
  skin: 'default' | 'bordered';
  semiDarkNav: boolean;
  navbarBlur: boolean;
  navCollapsed: boolean;
  contentWidth: 'boxed' | 'fluid';
  navigation: 'vertical' | 'horizontal';
  footerType: 'static' | 'sticky' | 'hidden';
  navbarType: 'sticky' | 'static' | 'hidden';
  horizontalNavType: 'sticky' | 'static' | 'hidden';
  primaryColor: string;
}

export const defaultPreferences: Preferences = {
  skin: 'default',
  semiDarkNav: false,
  navbarBlur: true,
  navCollapsed: false,
  contentWidth: 'boxed',
  navigation: 'vertical',
  footerType: 'static',
  navbarType: 'sticky',
  horizontalNavType: 'sticky',
  primaryColor: '#b36734',
};

const keyNames: Record<keyof Preferences, string> = {
  skin: 'skin',
  semiDarkNav: 'semi-dark-vertical-nav',
  navbarBlur: 'navbar-blur',
  navCollapsed: 'vertical-nav-collapsed',
  contentWidth: 'content-width',
  navigation: 'navigation',
  footerType: 'footer-type',
  navbarType: 'navbar-type',
  horizontalNavType: 'horizontal-nav-type',
  primaryColor: 'primary-color',
};

export const storageKey = (name: string) => `${brand.storagePrefix}-${name}`;

/** Keys also read by the inline script in index.html before React runs. */
export const themeStorageKey = storageKey('theme');
export const colorSchemeStorageKey = storageKey('color-scheme');
export const languageStorageKey = storageKey('language');
/** 'off' when the layout differs from the default: index.html's first script then skips the frame's picture. */
export const bootFrameStorageKey = storageKey('boot-frame');
export const preferenceStorageKeys = Object.fromEntries(
  Object.entries(keyNames).map(([k, v]) => [k, storageKey(v)]),
) as Record<keyof Preferences, string>;

const allowed: { [K in keyof Preferences]: (v: unknown) => v is Preferences[K] } = {
  skin: (v): v is Preferences['skin'] => v === 'default' || v === 'bordered',
  semiDarkNav: (v): v is boolean => typeof v === 'boolean',
  navbarBlur: (v): v is boolean => typeof v === 'boolean',
  navCollapsed: (v): v is boolean => typeof v === 'boolean',
  contentWidth: (v): v is Preferences['contentWidth'] => v === 'boxed' || v === 'fluid',
  navigation: (v): v is Preferences['navigation'] => v === 'vertical' || v === 'horizontal',
  footerType: (v): v is Preferences['footerType'] => v === 'static' || v === 'sticky' || v === 'hidden',
  navbarType: (v): v is Preferences['navbarType'] => v === 'static' || v === 'sticky' || v === 'hidden',
  horizontalNavType: (v): v is Preferences['horizontalNavType'] => v === 'static' || v === 'sticky' || v === 'hidden',
  primaryColor: (v): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v),
};

function readOne<K extends keyof Preferences>(storage: Storage, key: K): Preferences[K] {
  try {
    const raw = storage.getItem(preferenceStorageKeys[key]);
    if (raw !== null) {
      const value: unknown = JSON.parse(raw);
      if (allowed[key](value)) return value;
    }
  } catch {
    // A corrupt or foreign value falls back to the default.
  }
  return defaultPreferences[key];
}

export function readPreferences(storage: Storage): Preferences {
  const out = { ...defaultPreferences };
  for (const key of Object.keys(defaultPreferences) as (keyof Preferences)[]) {
    (out as Record<string, unknown>)[key] = readOne(storage, key);
  }
  return out;
}

/** Applies one change and the rules that follow from it (docs/spec.md §4). */
export function applyPreference<K extends keyof Preferences>(
  current: Preferences,
  key: K,
  value: Preferences[K],
): Preferences {
  const next = { ...current, [key]: value };
  if (key === 'navigation' && value === 'horizontal') {
    if (next.navbarType === 'hidden') next.navbarType = 'sticky';
    next.navCollapsed = false;
  }
  return next;
}

export function writePreferences(storage: Storage, prefs: Preferences) {
  const keys = Object.keys(prefs) as (keyof Preferences)[];
  for (const key of keys) storage.setItem(preferenceStorageKeys[key], JSON.stringify(prefs[key]));
  storage.setItem(bootFrameStorageKey, keys.every((key) => prefs[key] === defaultPreferences[key]) ? 'on' : 'off');
}

export function clearPreferences(storage: Storage) {
  for (const key of Object.values(preferenceStorageKeys)) storage.removeItem(key);
  storage.removeItem(bootFrameStorageKey);
}
