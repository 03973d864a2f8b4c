import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { type ChipTone, statusTones, type StatusKind } from './status-tones';

/**
 * A tinted chip with a coloured dot: the text stays in the body colour so it meets WCAG AA contrast
 * in light and dark, while the tone carries the spec's status colour.
 */
export function TonalChip({ label, tone }: { label: string; tone: ChipTone }) {
  return (
    <Chip
      size="small"
      label={label}
      icon={<FiberManualRecord aria-hidden sx={{ fontSize: '0.6rem !important', color: `${tone}.main` }} />}
      sx={(theme) => ({
        bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.16)`,
        color: 'text.primary',
        fontWeight: 500,
      })}
    />
  );
}

export function StatusChip({ kind, value }: { kind: StatusKind; value: string | number }) {
  const { t } = useTranslation('ecommerce');
  const tone = statusTones[kind][String(value)] ?? 'secondary';
  return <TonalChip tone={tone} label={t(`status.${kind}.${value}`)} />;
}
