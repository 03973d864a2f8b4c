import Box from '@mui/material/Box';

const v = (name: string) => `var(--mui-palette-${name})`;

/**
 * The coming-soon scene, drawn for the project: a rocket leaving a browser window, in the theme's colours
 * (the primary preset, light or dark), so the page downloads no image and follows the customizer.
 */
export function LaunchIllustration() {
  return (
    <Box component="svg" viewBox="0 0 360 240" aria-hidden sx={{ inlineSize: 'min(360px, 86vw)', display: 'block' }}>
      <ellipse cx="180" cy="222" rx="150" ry="12" fill={v('action-hover')} />
      <rect
        x="40"
        y="60"
        width="220"
        height="150"
        rx="14"
        fill={v('background-paper')}
        stroke={v('divider')}
        strokeWidth="2"
      />
      <path d="M40 74a14 14 0 0 1 14-14h192a14 14 0 0 1 14 14v10H40z" fill={v('primary-main')} opacity="0.9" />
      <circle cx="58" cy="72" r="4" fill={v('primary-contrastText')} />
      <circle cx="72" cy="72" r="4" fill={v('primary-contrastText')} />
      <circle cx="86" cy="72" r="4" fill={v('primary-contrastText')} />
      <rect x="62" y="104" width="110" height="10" rx="5" fill={v('action-selected')} />
      <rect x="62" y="124" width="80" height="10" rx="5" fill={v('action-selected')} />
      <rect x="62" y="160" width="70" height="26" rx="8" fill={v('primary-main')} opacity="0.25" />
      <g transform="translate(268 84) rotate(35) scale(0.9)">
        <path
          d="M0-58c18 14 26 40 22 74H-22c-4-34 4-60 22-74z"
          fill={v('background-paper')}
          stroke={v('primary-main')}
          strokeWidth="3"
        />
        <circle cx="0" cy="-18" r="9" fill={v('info-main')} stroke={v('primary-main')} strokeWidth="3" />
        <path d="M-22 6l-16 22 18-4zM22 6l16 22-18-4z" fill={v('primary-main')} />
        <path d="M-12 18q12 34 24 0z" fill={v('warning-main')} />
        <path d="M-6 18q6 18 12 0z" fill={v('error-main')} opacity="0.8" />
      </g>
      <g fill={v('warning-main')}>
        <circle cx="300" cy="30" r="3" />
        <circle cx="330" cy="90" r="2" />
        <circle cx="196" cy="26" r="2.5" />
      </g>
      <g stroke={v('text-disabled')} strokeWidth="3" strokeLinecap="round">
        <path d="M206 150l-20 14" />
        <path d="M222 166l-14 10" />
      </g>
    </Box>
  );
}
