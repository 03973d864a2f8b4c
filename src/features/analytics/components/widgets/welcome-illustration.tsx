import Box from '@mui/material/Box';

const v = (name: string) => `var(--mui-palette-${name})`;

/**
 * The welcome card's scene, drawn for the project: a trophy with an okoumé leaf beside rising bars, in the
 * theme's colours (primary preset, light or dark), so the page downloads no image. Decorative.
 */
export function WelcomeIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 160 140"
      aria-hidden
      sx={{ inlineSize: { sm: 170, lg: 200 }, blockSize: 'auto', display: 'block' }}
    >
      <ellipse cx="84" cy="130" rx="70" ry="7" fill={v('action-hover')} />
      <g fill={v('primary-main')}>
        <rect x="16" y="92" width="14" height="34" rx="4" opacity="0.3" />
        <rect x="36" y="74" width="14" height="52" rx="4" opacity="0.5" />
        <rect x="56" y="56" width="14" height="70" rx="4" opacity="0.75" />
      </g>
      <path d="M20 84 L44 66 L62 48" fill="none" stroke={v('success-main')} strokeWidth="3" strokeLinecap="round" />
      <path d="M56 46 L64 46 L64 54" fill="none" stroke={v('success-main')} strokeWidth="3" strokeLinecap="round" />
      <rect x="88" y="108" width="48" height="18" rx="4" fill={v('primary-main')} />
      <rect x="104" y="92" width="16" height="18" fill={v('warning-dark')} />
      <path d="M90 30h44v18a22 22 0 0 1-44 0z" fill={v('warning-main')} />
      <path
        d="M90 36h-8a10 10 0 0 0 10 16M134 36h8a10 10 0 0 1-10 16"
        fill="none"
        stroke={v('warning-main')}
        strokeWidth="4"
      />
      <path d="M112 38c8 4 10 12 0 20c-10-8-8-16 0-20z" fill={v('success-main')} />
      <path d="M112 40v16" stroke={v('success-dark')} strokeWidth="1.5" />
      <rect x="100" y="113" width="24" height="6" rx="3" fill={v('primary-contrastText')} opacity="0.7" />
      <g fill={v('warning-main')}>
        <circle cx="150" cy="22" r="3" />
        <circle cx="80" cy="18" r="2" />
        <circle cx="146" cy="70" r="2" />
      </g>
    </Box>
  );
}
