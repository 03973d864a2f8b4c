import Box from '@mui/material/Box';

export type AuthScene = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'twoSteps';

const p = (name: string) => `var(--mui-palette-${name})`;

/** The glyph in the badge: what the step is about, drawn in a 40×40 box. */
function Glyph({ scene }: { scene: AuthScene }) {
  const stroke = {
    fill: 'none',
    stroke: '#fff',
    strokeWidth: 3,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (scene) {
    case 'verify':
      return (
        <>
          <rect x="6" y="10" width="28" height="20" rx="3" {...stroke} />
          <path d="M7 12l13 10 13-10" {...stroke} />
        </>
      );
    case 'twoSteps':
      return (
        <>
          <rect x="11" y="4" width="18" height="32" rx="4" {...stroke} />
          <path d="M16 20h.01M20 20h.01M24 20h.01" {...stroke} strokeWidth={4} />
        </>
      );
    case 'forgot':
    case 'reset':
      return (
        <>
          <circle cx="14" cy="20" r="7" {...stroke} />
          <path d="M21 20h14M30 20v6M35 20v4" {...stroke} />
        </>
      );
    case 'register':
      return (
        <>
          <circle cx="17" cy="14" r="6" {...stroke} />
          <path d="M6 33c1-7 6-10 11-10s10 3 11 10M31 10v10M26 15h10" {...stroke} />
        </>
      );
    default:
      return (
        <>
          <rect x="9" y="18" width="22" height="16" rx="3" {...stroke} />
          <path d="M14 18v-5a6 6 0 0112 0v5M20 25v3" {...stroke} />
        </>
      );
  }
}

/**
 * The drawing beside the v2 forms: a screen with a form on it and a badge for the step, in the theme's colours
 * (CSS variables, so light, dark and the chosen primary colour follow); no image is downloaded.
 */
export function AuthIllustration({ scene }: { scene: AuthScene }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 480 400"
      aria-hidden
      data-testid="auth-illustration"
      sx={{ inlineSize: '100%', maxInlineSize: 640, blockSize: 'auto' }}
    >
      <circle cx="240" cy="200" r="170" fill={p('primary-main')} opacity="0.08" />
      <circle cx="240" cy="200" r="120" fill={p('primary-main')} opacity="0.08" />
      <ellipse cx="240" cy="368" rx="170" ry="12" fill={p('action-hover')} />
      {/* The screen */}
      <rect
        x="110"
        y="70"
        width="260"
        height="270"
        rx="18"
        fill={p('background-paper')}
        stroke={p('divider')}
        strokeWidth="2"
      />
      <rect x="110" y="70" width="260" height="36" rx="18" fill={p('primary-main')} />
      <rect x="110" y="90" width="260" height="16" fill={p('primary-main')} />
      <circle cx="134" cy="88" r="5" fill="#fff" opacity="0.9" />
      <circle cx="152" cy="88" r="5" fill="#fff" opacity="0.7" />
      <circle cx="170" cy="88" r="5" fill="#fff" opacity="0.5" />
      {/* The form on it */}
      <rect x="140" y="134" width="120" height="12" rx="6" fill={p('text-primary')} opacity="0.5" />
      <rect x="140" y="156" width="170" height="8" rx="4" fill={p('action-selected')} />
      <rect x="140" y="182" width="200" height="34" rx="8" fill="none" stroke={p('divider')} strokeWidth="2" />
      <rect x="152" y="196" width="80" height="6" rx="3" fill={p('action-selected')} />
      <rect x="140" y="230" width="200" height="34" rx="8" fill="none" stroke={p('divider')} strokeWidth="2" />
      <rect x="152" y="244" width="56" height="6" rx="3" fill={p('action-selected')} />
      <rect x="140" y="284" width="200" height="34" rx="8" fill={p('primary-main')} />
      <rect x="210" y="298" width="60" height="6" rx="3" fill="#fff" opacity="0.9" />
      {/* The step's badge */}
      <circle cx="360" cy="108" r="46" fill={p('background-paper')} />
      <circle cx="360" cy="108" r="38" fill={p('primary-main')} />
      <g transform="translate(340 88)">
        <Glyph scene={scene} />
      </g>
      {/* Leaves, for the brand (okoumé) */}
      <path d="M70 330c0-40 22-64 52-74-4 34-22 60-52 74z" fill={p('success-main')} opacity="0.75" />
      <path d="M70 330c10-26 26-44 46-60" stroke={p('background-paper')} strokeWidth="2" fill="none" />
      <path d="M410 330c0-28-14-46-36-54 2 24 16 44 36 54z" fill={p('success-main')} opacity="0.5" />
      <circle cx="96" cy="120" r="8" fill={p('warning-main')} opacity="0.8" />
      <circle cx="410" cy="230" r="6" fill={p('info-main')} opacity="0.8" />
    </Box>
  );
}
