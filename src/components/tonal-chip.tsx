import type { Theme } from '@mui/material/styles';

const tones = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export type ChipTone = (typeof tones)[number];

/**
 * MUI's small chip as one plain element styled once, in the theme's global styles (src/theme/create-app-theme.ts),
 * instead of Chip's root, label and dot icon, or a styled component whose styles are serialised again on every
 * render: a list page draws two per row on every search keystroke, sort and page change (docs/performance.md,
 * "List interactions"). Same box: 24 px high, 13 px text, a 4 px dot where the 0.6 rem icon drew it.
 */
export const tonalChipStyles = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    '.tonal-chip': {
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
      color: palette.text.primary,
      backgroundColor: 'rgba(var(--tone-channel) / 0.16)',
      paddingInline: 8,
      '&[data-dot]': { paddingInline: '6.8px 8px' },
      '&[data-dot]::before': {
        content: '""',
        flexShrink: 0,
        inlineSize: 4,
        blockSize: 4,
        borderRadius: '50%',
        marginInlineEnd: '6.8px',
        backgroundColor: 'var(--tone)',
      },
      '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
    },
  };
};

/** Each tone's colour and its channels, as variables of whatever is toned (`data-tone`): the chips, `CategoryIcon`. */
export const toneVariables = (theme: Theme) =>
  Object.fromEntries(
    tones.map((tone) => [
      `[data-tone="${tone}"]`,
      { '--tone': (theme.vars ?? theme).palette[tone].main, '--tone-channel': theme.vars?.palette[tone].mainChannel },
    ]),
  );

/**
 * A tinted chip with a coloured dot: the text stays in the body colour so it meets WCAG AA contrast
 * in light and dark, while the tone carries the status colour.
 */
export function TonalChip({ label, tone, dot = true }: { label: string; tone: ChipTone; dot?: boolean }) {
  return (
    <span className="tonal-chip" data-tone={tone} data-dot={dot ? '' : undefined}>
      <span>{label}</span>
    </span>
  );
}
