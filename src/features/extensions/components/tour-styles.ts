import type { Theme } from '@mui/material/styles';

/** driver.js draws its own box: these rules give it the theme's paper, text, font and buttons, in both modes. */
export const tourStyles = (theme: Theme) => ({
  '.driver-popover.app-tour': {
    backgroundColor: 'var(--mui-palette-background-paper)',
    color: 'var(--mui-palette-text-primary)',
    fontFamily: theme.typography.fontFamily,
    borderRadius: 12,
    boxShadow: 'var(--mui-shadows-8)',
    maxInlineSize: 340,
  },
  '.driver-popover.app-tour .driver-popover-title': {
    fontSize: '1.05rem',
    fontWeight: 600,
    fontFamily: 'inherit',
    paddingInlineEnd: 24,
  },
  '.driver-popover.app-tour .driver-popover-description': {
    color: 'var(--mui-palette-text-secondary)',
    fontFamily: 'inherit',
  },
  '.driver-popover.app-tour .driver-popover-progress-text': { color: 'var(--mui-palette-text-secondary)' },
  '.driver-popover.app-tour .driver-popover-close-btn': {
    color: 'var(--mui-palette-text-secondary)',
    inlineSize: 32,
    blockSize: 32,
    // At the end of the title's line in both directions: driver.js pins it `right: 0`, and Arabic's style
    // cache mirrors this `left` into the `right: auto` that frees it.
    left: 'auto',
    insetInlineEnd: 0,
  },
  '.driver-popover.app-tour .driver-popover-footer button': {
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    textShadow: 'none',
    borderRadius: 6,
    padding: '6px 12px',
    border: '1px solid var(--mui-palette-primary-main)',
    backgroundColor: 'transparent',
    color: 'var(--mui-palette-primary-main)',
  },
  // driver.js spaces its buttons with a physical left margin, which right to left ends up between the edge and the
  // first button; a gap spaces them in both directions.
  '.driver-popover.app-tour .driver-popover-navigation-btns': { gap: 8 },
  '.driver-popover.app-tour .driver-popover-navigation-btns button + button': { margin: 0 },
  '.driver-popover.app-tour .driver-popover-footer .driver-popover-next-btn': {
    backgroundColor: 'var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-primary-contrastText)',
  },
  // driver.js places the box physically (left/right of its target), so its arrow's sides are physical too.
  '.driver-popover.app-tour .driver-popover-arrow-side-left': {
    borderLeftColor: 'var(--mui-palette-background-paper)',
  },
  '.driver-popover.app-tour .driver-popover-arrow-side-right': {
    borderRightColor: 'var(--mui-palette-background-paper)',
  },
  '.driver-popover.app-tour .driver-popover-arrow-side-top': { borderTopColor: 'var(--mui-palette-background-paper)' },
  '.driver-popover.app-tour .driver-popover-arrow-side-bottom': {
    borderBottomColor: 'var(--mui-palette-background-paper)',
  },
});
