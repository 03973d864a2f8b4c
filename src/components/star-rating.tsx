import { styled } from '@mui/material/styles';

// Material's Star and StarBorder icons, the ones MUI's Rating draws.
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

const Root = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: theme.typography.pxToRem(24),
  color: (theme.vars ?? theme).palette.action.disabled,
  '&[data-size="small"]': { fontSize: theme.typography.pxToRem(18) },
  '& svg': { display: 'block', blockSize: '1em', fill: 'currentColor' },
  // The filled stars over the outlined ones, cut at the value from the inline start (the right in Arabic).
  '& > span': { position: 'absolute', insetBlock: 0, insetInlineStart: 0, overflow: 'hidden', color: '#faaf00' },
}));

function Stars({ path, count }: { path: string; count: number }) {
  return (
    <svg viewBox={`0 0 ${24 * count} 24`} style={{ inlineSize: `${count}em` }} aria-hidden focusable="false">
      {Array.from({ length: count }, (_, i) => (
        <path key={i} d={path} transform={`translate(${24 * i})`} />
      ))}
    </svg>
  );
}

/**
 * A read-only rating drawn like MUI's Rating, in one styled element instead of ~50 components per rating with a
 * precision of 0.1 (a dashboard's five ratings were 2,000 of its 2,900 components; docs/performance.md, "First
 * render"). Named for screen readers as an image with `label`; without one it is hidden from them.
 */
export function StarRating({
  value,
  max = 5,
  size,
  label,
}: {
  value: number;
  max?: number;
  size?: 'small';
  label?: string;
}) {
  const filled = Math.min(Math.max(value / max, 0), 1) * 100;
  return (
    <Root role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} data-size={size}>
      <Stars path={STAR_BORDER} count={max} />
      <span style={{ inlineSize: `${filled}%` }}>
        <Stars path={STAR} count={max} />
      </span>
    </Root>
  );
}
