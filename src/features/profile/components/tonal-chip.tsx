import Chip from '@mui/material/Chip';
import type { ChipColor } from '../api/types';

/** A tinted chip: the text keeps the body colour so it meets WCAG AA contrast in light and dark. */
export function TonalChip({ label, tone }: { label: string; tone: ChipColor }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={(theme) => ({
        bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.16)`,
        color: 'text.primary',
        fontWeight: 500,
        borderInlineStart: '3px solid',
        borderColor: `${tone}.main`,
      })}
    />
  );
}
