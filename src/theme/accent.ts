/**
 * Primary-coloured *text* (links, text and outlined buttons, outlined chips, selected tabs, focused labels,
 * accents). Most primary presets, the brand's #b36734 included (4.28:1 on white, 3.35:1 on the dark paper),
 * fail WCAG AA as text, so text uses a shade computed per preset and scheme (primary-shades.ts). The
 * variables are defined in the theme's CssBaseline (create-app-theme.ts), so they follow every preset.
 */
export const primaryText = 'var(--app-primary-text)';

/** Background of filled primary controls under white text: the preset itself when it passes AA. */
export const primaryFilled = 'var(--app-primary-filled)';

/** `sx` for text in the accent colour. */
export const accentText = { color: primaryText };

/** `sx` for an icon's or initials' square: the tone's colour on a light wash of it. */
export const tinted = (tone: string) => ({
  bgcolor: `rgba(var(--mui-palette-${tone}-mainChannel) / 0.16)`,
  color: `${tone}.main`,
});
