import type { CssVarsTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { createAppTheme } from './create-app-theme';
import { surfaces } from './primary-shades';
import { severityColours } from './tokens';

// The theme has both colour schemes (cssVariables); its type does not say so.
const theme = createAppTheme({ direction: 'ltr', primary: '#b36734', bordered: false }) as unknown as CssVarsTheme;
const schemes = ['light', 'dark'] as const;
const severities = ['error', 'warning', 'info', 'success'] as const;

describe('alerts in both schemes', () => {
  it.each(schemes)('derive from the severities the %s palette uses', (scheme) => {
    const palette = theme.colorSchemes[scheme]!.palette;
    for (const severity of severities) expect(palette[severity].main).toBe(severityColours[scheme][severity]);
  });

  it.each(schemes)('read at AA on their tint in the %s scheme, the icon at 3:1', (scheme) => {
    const alert = theme.colorSchemes[scheme]!.palette.Alert;
    for (const severity of severities) {
      const background = alert[`${severity}StandardBg`];
      expect(contrastRatio(alert[`${severity}Color`], background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(alert[`${severity}IconColor`], background)).toBeGreaterThanOrEqual(3);
    }
  });

  it('are a wash of their colour over the dark paper, lighter than it, not a near-black', () => {
    const alert = theme.colorSchemes.dark!.palette.Alert;
    const paper = surfaces.dark[0];
    for (const severity of severities) {
      const background = alert[`${severity}StandardBg`];
      expect(contrastRatio(background, '#000000')).toBeGreaterThan(contrastRatio(paper, '#000000'));
    }
  });
});
