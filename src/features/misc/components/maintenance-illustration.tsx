import Box from '@mui/material/Box';

const v = (name: string) => `var(--mui-palette-${name})`;

/**
 * The under-maintenance scene, drawn for the project: a server rack with a gear and a wrench, coloured by
 * the theme (the primary preset, light or dark), so the page needs no image download.
 */
export function MaintenanceIllustration() {
  return (
    <Box component="svg" viewBox="0 0 360 240" aria-hidden sx={{ inlineSize: 'min(360px, 86vw)', display: 'block' }}>
      <ellipse cx="180" cy="222" rx="150" ry="12" fill={v('action-hover')} />
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(70 ${70 + row * 48})`}>
          <rect width="150" height="40" rx="8" fill={v('background-paper')} stroke={v('divider')} strokeWidth="2" />
          <circle cx="18" cy="20" r="5" fill={row === 1 ? v('warning-main') : v('success-main')} />
          <circle cx="34" cy="20" r="5" fill={v('action-selected')} />
          <rect x="56" y="15" width="78" height="10" rx="5" fill={v('action-selected')} />
        </g>
      ))}
      <g transform="translate(262 92)">
        <circle r="34" fill={v('primary-main')} opacity="0.16" />
        <path
          d="M-6-30h12l2 9 7 3 8-5 8 8-5 8 3 7 9 2v12l-9 2-3 7 5 8-8 8-8-5-7 3-2 9H-6l-2-9-7-3-8 5-8-8 5-8-3-7-9-2V-6l9-2 3-7-5-8 8-8 8 5 7-3z"
          fill={v('primary-main')}
        />
        <circle r="10" fill={v('background-paper')} />
      </g>
      <g transform="translate(250 170) rotate(-40)" fill={v('secondary-main')}>
        <rect x="-5" y="-10" width="10" height="56" rx="5" />
        <path d="M-16-22a16 16 0 0 0 32 0l-8 4-8-8-8 8z" />
      </g>
      <g stroke={v('warning-main')} strokeWidth="6">
        <path d="M36 216h120" strokeDasharray="12 10" />
      </g>
    </Box>
  );
}
