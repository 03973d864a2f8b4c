import { styled } from '@mui/material/styles';

export type ChipTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/**
 * MUI's small chip drawn by one styled element instead of Chip's root, label and dot icon (three styled components
 * and an SVG): a list page draws two per row on every search keystroke, sort and page change (docs/performance.md,
 * "List interactions"). Same box: 24 px high, 13 px text, a 4 px dot where the 0.6 rem icon drew it.
 */
const Root = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'dot' })<{
  tone: ChipTone;
  dot: boolean;
}>(({ theme, tone, dot }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  maxInlineSize: '100%',
  blockSize: 24,
  boxSizing: 'border-box',
  borderRadius: 16,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 500,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.16)`,
  paddingInline: dot ? '6.8px 8px' : 8,
  ...(dot && {
    '&::before': {
      content: '""',
      flexShrink: 0,
      inlineSize: 4,
      blockSize: 4,
      borderRadius: '50%',
      marginInlineEnd: '6.8px',
      backgroundColor: (theme.vars ?? theme).palette[tone].main,
    },
  }),
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
}));

/**
 * A tinted chip with a coloured dot: the text stays in the body colour so it meets WCAG AA contrast
 * in light and dark, while the tone carries the status colour.
 */
export function TonalChip({ label, tone, dot = true }: { label: string; tone: ChipTone; dot?: boolean }) {
  return (
    <Root tone={tone} dot={dot}>
      <span>{label}</span>
    </Root>
  );
}
