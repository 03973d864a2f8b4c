import Box from '@mui/material/Box';

/** A small drawn scene, coloured by the theme, so error pages need no image download. */
export function ErrorIllustration({ kind }: { kind: 'notFound' | 'notAuthorized' | 'serverError' }) {
  const accent =
    kind === 'notAuthorized'
      ? 'var(--mui-palette-warning-main)'
      : kind === 'serverError'
        ? 'var(--mui-palette-error-main)'
        : 'var(--mui-palette-primary-main)';
  return (
    <Box component="svg" viewBox="0 0 320 160" aria-hidden sx={{ inlineSize: 'min(320px, 80vw)', mt: 2 }}>
      <ellipse cx="160" cy="145" rx="130" ry="10" fill="var(--mui-palette-action-hover)" />
      <rect
        x="70"
        y="30"
        width="180"
        height="110"
        rx="12"
        fill="var(--mui-palette-background-paper)"
        stroke="var(--mui-palette-divider)"
        strokeWidth="2"
      />
      <rect x="70" y="30" width="180" height="22" rx="12" fill={accent} opacity="0.85" />
      <circle cx="88" cy="41" r="4" fill="#fff" />
      <circle cx="102" cy="41" r="4" fill="#fff" />
      <circle cx="116" cy="41" r="4" fill="#fff" />
      <rect x="92" y="70" width="136" height="10" rx="5" fill="var(--mui-palette-action-selected)" />
      <rect x="92" y="90" width="96" height="10" rx="5" fill="var(--mui-palette-action-selected)" />
      <rect x="92" y="110" width="116" height="10" rx="5" fill="var(--mui-palette-action-selected)" />
    </Box>
  );
}
