import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TonalChip } from '@/components/tonal-chip';
import { statusTones, type StatusKind } from './status-tones';

/**
 * A status chip drawn with the caller's `t`: a list's columns, which draw two a row on every search keystroke, sort
 * and page change, pass the one they already have rather than a translation hook per chip (docs/performance.md,
 * "The bar and the chips").
 */
export const statusChip = (t: TFunction<'ecommerce'>, kind: StatusKind, value: string | number) => (
  <TonalChip
    tone={statusTones[kind][String(value)] ?? 'secondary'}
    label={t(`status.${kind}.${value}`, { defaultValue: String(value) })}
  />
);

export function StatusChip({ kind, value }: { kind: StatusKind; value: string | number }) {
  const { t } = useTranslation('ecommerce');
  return statusChip(t, kind, value);
}
