import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';
import type { ChipColor } from '../api/types';

/** A tinted chip with a coloured dot: the text keeps the body colour so it meets WCAG AA contrast in light and dark. */
export function TonalChip({ label, tone }: { label: string; tone: ChipColor }) {
  return (
    <Chip
      size="small"
      label={label}
      icon={<FiberManualRecord aria-hidden sx={{ fontSize: '0.6rem !important', color: `${tone}.main` }} />}
      sx={(theme) => ({ bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.16)`, color: 'text.primary', fontWeight: 500 })}
    />
  );
}
