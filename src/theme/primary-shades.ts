import { contrastRatio, shadeForContrast, textContrast } from './contrast';
import { brandPrimary } from './tokens';

/** The surfaces text sits on, per colour scheme (background.paper and background.default). */
export const surfaces = {
  light: ['#ffffff', '#f8f7fa'],
  dark: ['#2f3349', '#25293c'],
} as const;

export interface PrimaryShades {
  /** Background of filled controls (contained buttons, filled chips, badges) under white text. */
  filled: string;
  /** Text in the primary colour (labels, links, text and outlined buttons, outlined chips, tabs). */
  text: { light: string; dark: string };
}

/**
 * Shades of a primary colour that meet WCAG AA (4.5:1). Filled controls keep the colour itself when white
 * reads on it; the brand's own darker variant (#a25d2f) is preferred where it passes.
 */
export function primaryShades(primary: string): PrimaryShades {
  const main = primary.toLowerCase();
  const preferred = main === brandPrimary.main ? brandPrimary.dark : main;
  const passes = (color: string, backgrounds: readonly [string, ...string[]]) =>
    backgrounds.every((bg) => contrastRatio(color, bg) >= textContrast);
  const filled = passes(main, ['#ffffff'])
    ? main
    : passes(preferred, ['#ffffff'])
      ? preferred
      : shadeForContrast(main, ['#ffffff']);
  return {
    filled,
    text: {
      light: passes(preferred, surfaces.light) ? preferred : shadeForContrast(main, surfaces.light),
      dark: shadeForContrast(main, surfaces.dark),
    },
  };
}
