/** Where the fixed scroll-to-top button sits (a small Fab, 40 px, 24 px from the corner). */
export const scrollToTopPlace = { offset: 24, size: 40 } as const;

/**
 * Inline padding that keeps a centred line at the very end of a page (a footer's copyright) clear of the
 * button on both sides, so that it is never under it, in either direction. Phones only: wider screens leave
 * the room anyway.
 */
export const clearOfScrollToTop = {
  paddingInline: { xs: `${scrollToTopPlace.offset + scrollToTopPlace.size + 8}px`, md: 0 },
} as const;
