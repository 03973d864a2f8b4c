import { useTranslation } from 'react-i18next';
import { type ChipTone, TonalChip } from '@/components/tonal-chip';

/** The tone of each invoice status (docs/api.md, "Invoices"); shared by the invoice screens and the user view. */
const tones = {
  paid: 'success',
  draft: 'secondary',
  sent: 'info',
  partial: 'warning',
  pastDue: 'error',
  downloaded: 'primary',
} as const satisfies Record<string, ChipTone>;

export type InvoiceStatusTone = keyof typeof tones;

/** The status in the reader's language (the `invoices` namespace). */
export function InvoiceStatusChip({ status }: { status: InvoiceStatusTone }) {
  const { t } = useTranslation('invoices');
  return <TonalChip tone={tones[status]} label={t(`status.${status}`)} />;
}
