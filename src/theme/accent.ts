/**
 * Primary-coloured *text* (links, text and outlined buttons, selected tabs, accents). The brand primary
 * reaches only 4.28:1 on white and 3.35:1 on the dark paper, under WCAG AA: light mode uses the darker shade,
 * dark mode a tint. The variable is defined once in the theme's CssBaseline, so it follows every preset.
 */
export const primaryText = 'var(--app-primary-text)';

/** `sx` for text in the accent colour. */
export const accentText = { color: primaryText };
