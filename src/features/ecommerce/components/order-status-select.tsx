import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useChoiceUntilSettled } from '@/lib/use-choice-until-settled';
import { useSetStatus } from '../api/mutations';
import type { Order, OrderStatus } from '../api/types';
import { orderStatuses } from '../api/values';

/** Moves an order along its delivery (PATCH /api/apps/ecommerce/orders/:id). */
export function OrderStatusSelect({ order }: { order: Order }) {
  const { t } = useTranslation('ecommerce');
  const setStatus = useSetStatus<OrderStatus>('orders');
  const [shown, choose] = useChoiceUntilSettled(order.status);
  const change = (status: OrderStatus) =>
    setStatus.mutate(
      { id: order.id, status },
      {
        ...choose(status),
        onSuccess: () =>
          toast(t('orderDetails.statusSaved', { status: t(`status.order.${status}`) }), { variant: 'success' }),
        onError: () => toast(t('updateFailed'), { variant: 'error' }),
      },
    );
  return (
    <TextField
      select
      size="small"
      label={t('orderDetails.status')}
      value={shown}
      onChange={(e) => change(e.target.value as OrderStatus)}
      disabled={setStatus.isPending}
      sx={{ minInlineSize: 200 }}
    >
      {orderStatuses.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`status.order.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
