import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { SalesPayment } from '../api/types';
import { paymentStatusTones } from './payment-tones';
import { TonalChip } from '@/components/tonal-chip';

/** The total beside the payment status chip, and below them what was received (amount and status). */
export function PaymentCell({ payment }: { payment: SalesPayment }) {
  const { t } = useTranslation('tables');
  const fmt = useFormatters();
  return (
    <Box sx={{ minInlineSize: 190 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.25 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {fmt.money(payment.total)}
        </Typography>
        <TonalChip tone={paymentStatusTones[payment.status]} label={t(`status.${payment.status}`)} />
      </Box>
      <Typography variant="caption" color="textSecondary" component="div" noWrap>
        {t('payment.received', {
          amount: fmt.money(payment.paidAmount),
          status: t(`received.${payment.receivedPaymentStatus}`),
        })}
      </Typography>
    </Box>
  );
}
