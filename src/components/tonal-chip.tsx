import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';

export type ChipTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/**
 * A tinted chip with a coloured dot: the text stays in the body colour so it meets WCAG AA contrast
 * in light and dark, while the tone carries the status colour.
 */
export function TonalChip({ label, tone, dot = true }: { label: string; tone: ChipTone; dot?: boolean }) {
  return (
    <Chip
      size="small"
      label={label}
      icon={
        dot ? (
          <FiberManualRecord aria-hidden sx={{ fontSize: '0.6rem !important', color: `${tone}.main` }} />
        ) : undefined
      }
      sx={(theme) => ({
        bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.16)`,
        color: 'text.primary',
        fontWeight: 500,
      })}
    />
  );
}
