import { describe, expect, it } from 'vitest';
import { primaryPresets } from '@/lib/preferences/preferences';
import { contrastRatio } from './contrast';
import { createAppTheme } from './create-app-theme';
import { primaryShades, surfaces } from './primary-shades';

describe('primary shades of every customizer preset', () => {
  it.each(primaryPresets)(
    '%s: text reads at 4.5:1 on light and dark surfaces, white at 4.5:1 on filled controls',
    (preset) => {
      const shades = primaryShades(preset);
      for (const bg of surfaces.light) expect(contrastRatio(shades.text.light, bg)).toBeGreaterThanOrEqual(4.5);
      for (const bg of surfaces.dark) expect(contrastRatio(shades.text.dark, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades.filled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('uses the spec darker brand variant for text and filled buttons of the default preset', () => {
    expect(contrastRatio('#b36734', '#ffffff')).toBeLessThan(4.5);
    expect(primaryShades('#b36734')).toMatchObject({ filled: '#a25d2f', text: { light: '#a25d2f' } });
  });

  it('keeps a preset that already passes on white as the filled colour', () => {
    expect(primaryShades('#1565c0').filled).toBe('#1565c0');
  });
});

describe('the theme', () => {
  it.each(primaryPresets)('%s: defines the text and filled shades for light and dark', (preset) => {
    const shades = primaryShades(preset);
    const theme = createAppTheme({ direction: 'ltr', primary: preset, bordered: false });
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
    const baseline = typeof overrides === 'function' ? overrides(theme) : overrides;
    expect(baseline).toMatchObject({
      ':root, .light': { '--app-primary-text': shades.text.light, '--app-primary-filled': shades.filled },
      '.dark': { '--app-primary-text': shades.text.dark },
    });
  });

  it.each(primaryPresets)(
    '%s: primary.dark, the filled background used across the app, carries white text at 4.5:1',
    (preset) => {
      const { palette } = createAppTheme({ direction: 'ltr', primary: preset, bordered: false });
      expect(palette.primary.contrastText).toBe('#fff');
      expect(contrastRatio(palette.primary.dark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
