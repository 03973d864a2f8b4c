import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyPreference,
  bootFrameStorageKey,
  clearPreferences,
  colorSchemeStorageKey,
  defaultPreferences,
  languageStorageKey,
  preferenceStorageKeys,
  readPreferences,
  themeStorageKey,
  writePreferences,
} from './preferences';

describe('preferences', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts from the spec defaults: boxed, vertical, expanded, sticky navbar, brand primary', () => {
    expect(readPreferences(window.localStorage)).toEqual(defaultPreferences);
    expect(defaultPreferences).toMatchObject({
      skin: 'default',
      contentWidth: 'boxed',
      navigation: 'vertical',
      navCollapsed: false,
      navbarType: 'sticky',
      primaryColor: '#b36734',
    });
  });

  it('stores every preference under a key prefixed with the app title', () => {
    const keys = [...Object.values(preferenceStorageKeys), themeStorageKey, colorSchemeStorageKey, languageStorageKey];
    for (const key of keys) expect(key).toMatch(/^okoume-digital-/);
    expect(themeStorageKey).toBe('okoume-digital-theme');
    expect(colorSchemeStorageKey).toBe('okoume-digital-color-scheme');
    expect(preferenceStorageKeys.navCollapsed).toBe('okoume-digital-vertical-nav-collapsed');
  });

  it('restores what was written, and ignores corrupt or foreign values', () => {
    const changed = {
      ...defaultPreferences,
      skin: 'bordered' as const,
      contentWidth: 'fluid' as const,
      semiDarkNav: true,
    };
    writePreferences(window.localStorage, changed);
    expect(readPreferences(window.localStorage)).toEqual(changed);

    window.localStorage.setItem(preferenceStorageKeys.skin, '"neon"');
    window.localStorage.setItem(preferenceStorageKeys.primaryColor, '{not json');
    const read = readPreferences(window.localStorage);
    expect(read.skin).toBe('default');
    expect(read.primaryColor).toBe('#b36734');
  });

  it("tells index.html's first script whether the layout is the default one the frame's picture shows", () => {
    writePreferences(window.localStorage, defaultPreferences);
    expect(window.localStorage.getItem(bootFrameStorageKey)).toBe('on');
    writePreferences(window.localStorage, { ...defaultPreferences, navCollapsed: true });
    expect(window.localStorage.getItem(bootFrameStorageKey)).toBe('off');
    clearPreferences(window.localStorage);
    expect(window.localStorage.getItem(bootFrameStorageKey)).toBeNull();
  });

  it('switching to horizontal navigation turns a hidden navbar sticky and un-collapses the vertical nav', () => {
    const before = { ...defaultPreferences, navbarType: 'hidden' as const, navCollapsed: true };
    const after = applyPreference(before, 'navigation', 'horizontal');
    expect(after).toMatchObject({ navigation: 'horizontal', navbarType: 'sticky', navCollapsed: false });
  });

  it('keeps a static navbar when switching to horizontal, and leaves other changes alone', () => {
    const before = { ...defaultPreferences, navbarType: 'static' as const };
    expect(applyPreference(before, 'navigation', 'horizontal').navbarType).toBe('static');
    const hidden = applyPreference(defaultPreferences, 'navbarType', 'hidden');
    expect(hidden.navbarType).toBe('hidden');
    expect(applyPreference(hidden, 'navigation', 'vertical').navbarType).toBe('hidden');
  });
});
