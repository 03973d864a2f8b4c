import { useTranslation } from 'react-i18next';
import { TonalChip } from '@/components/tonal-chip';
import { statusTones, type StatusKind } from './status-tones';

/**
 * Draws status chips with one translation hook for all of them: a list's columns draw two a row on every search
 * keystroke, sort and page change, and a hook per chip was as many subscriptions to the language (docs/performance.md,
 * "The bar and the chips").
 */
export function useStatusChip() {
  const { t } = useTranslation('ecommerce');
  return (kind: StatusKind, value: string | number) => (
    <TonalChip
      tone={statusTones[kind][String(value)] ?? 'secondary'}
      label={t(`status.${kind}.${value}`, { defaultValue: String(value) })}
    />
  );
}

export function StatusChip({ kind, value }: { kind: StatusKind; value: string | number }) {
  return useStatusChip()(kind, value);
}
