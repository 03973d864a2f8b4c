import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useSetStatus } from '../api/mutations';
import type { Order, OrderStatus } from '../api/types';
import { orderStatuses } from '../api/values';

/** Moves an order along its delivery (PATCH /api/apps/ecommerce/orders/:id). */
export function OrderStatusSelect({ order }: { order: Order }) {
  const { t } = useTranslation('ecommerce');
  const setStatus = useSetStatus<OrderStatus>('orders');
  // The choice shows at once, until the answer replaces it (the mutation's pending state arrives a task later).
  const [chosen, setChosen] = useState<OrderStatus>();
  const change = (status: OrderStatus) => {
    setChosen(status);
    setStatus.mutate(
      { id: order.id, status },
      {
        onSettled: () => setChosen(undefined),
        onSuccess: () =>
          toast(t('orderDetails.statusSaved', { status: t(`status.order.${status}`) }), { variant: 'success' }),
        onError: () => toast(t('updateFailed'), { variant: 'error' }),
      },
    );
  };
  return (
    <TextField
      select
      size="small"
      label={t('orderDetails.status')}
      value={chosen ?? order.status}
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
