/** Works for every primary preset: the dark background needs a tint, not the main colour. */
const darkTint = 'color-mix(in srgb, var(--mui-palette-primary-main) 50%, #fff)';

/**
 * The brand primary (#b36734) reaches only 4.28:1 on white and 3.35:1 on the dark background, so
 * primary-coloured text (links, outlined and text buttons) uses the darker shade in light mode and a
 * lighter tint in dark mode; both pass WCAG AA.
 */
export const accentText = {
  color: 'primary.dark',
  '.dark &': { color: darkTint },
};

/** The same colours for the selected tab of a `Tabs`. */
export const accentSelectedTab = {
  '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
  '.dark & .MuiTab-root.Mui-selected': { color: darkTint },
};
