import type { Theme } from '@mui/material/styles';

/**
 * MUI's rounded Avatar with a small icon, as one plain element styled once in the theme's global styles
 * (src/theme/create-app-theme.ts): the Avatar with its icon is six components and two styles serialised again on
 * every render, one a row of the products list on every search keystroke, sort and page change (docs/performance.md,
 * "Lighter list interactions").
 */
export const categoryIconStyles = (theme: Theme) => ({
  '.category-icon': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: theme.shape.borderRadius,
    userSelect: 'none',
    color: 'var(--tone)',
    backgroundColor: 'rgba(var(--tone-channel) / 0.16)',
    '& svg': { inlineSize: '1.25rem', blockSize: '1.25rem', fill: 'currentColor' },
    // Over the icon, which shows again if the picture cannot load.
    '& img': { position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'cover' },
  },
});
