import { useTranslation } from 'react-i18next';
import { type ChipTone, TonalChip } from '@/components/tonal-chip';
import type { InvoiceStatus } from '../api/types';

const tones: Record<InvoiceStatus, ChipTone> = {
  paid: 'success',
  draft: 'secondary',
  sent: 'info',
  partial: 'warning',
  pastDue: 'error',
  downloaded: 'primary',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return <TonalChip tone={tones[status]} label={t(`status.${status}`)} />;
}
