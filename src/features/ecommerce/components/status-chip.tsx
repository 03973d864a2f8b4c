import { useTranslation } from 'react-i18next';
import { TonalChip } from '@/components/tonal-chip';
import { statusTones, type StatusKind } from './status-tones';

export function StatusChip({ kind, value }: { kind: StatusKind; value: string | number }) {
  const { t } = useTranslation('ecommerce');
  const tone = statusTones[kind][String(value)] ?? 'secondary';
  return <TonalChip tone={tone} label={t(`status.${kind}.${value}`, { defaultValue: String(value) })} />;
}
