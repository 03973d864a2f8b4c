import CreditCard from '@mui/icons-material/CreditCardOutlined';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table/types';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { Order } from '../api/types';
import { PersonCell } from './person-cell';
import { StatusChip } from './status-chip';

export function PaymentMethod({ order }: { order: Pick<Order, 'method' | 'methodNumber'> }) {
  const { t } = useTranslation('ecommerce');
  const Icon = order.method === 'paypal' ? AccountBalanceWallet : CreditCard;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Icon fontSize="small" aria-hidden />
      {t(`methods.${order.method}`)} ••{order.methodNumber}
    </Box>
  );
}

export function useOrderColumns(): DataTableColumn<Order>[] {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  return [
    {
      id: 'order',
      header: t('fields.order'),
      sortKey: 'order',
      csv: (o) => o.order,
      render: (o) => (
        <MuiLink component={Link} to={href('apps-ecommerce-order-details', { id: o.order })} sx={{ fontWeight: 600 }}>
          #{o.order}
        </MuiLink>
      ),
    },
    {
      id: 'date',
      header: t('fields.date'),
      sortKey: 'date',
      csv: (o) => `${o.date} ${o.time}`,
      render: (o) => <Box sx={{ whiteSpace: 'nowrap' }}>{fmt.date(o.date)}, {o.time}</Box>,
    },
    {
      id: 'customers',
      header: t('fields.customer'),
      sortKey: 'customers',
      csv: (o) => o.customer,
      render: (o) => <PersonCell name={o.customer} detail={o.email} />,
    },
    {
      id: 'payment',
      header: t('fields.payment'),
      csv: (o) => t(`status.payment.${o.payment}`),
      render: (o) => <StatusChip kind="payment" value={o.payment} />,
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      csv: (o) => o.status,
      render: (o) => <StatusChip kind="order" value={o.status} />,
    },
    { id: 'method', header: t('fields.method'), csv: (o) => o.method, render: (o) => <PaymentMethod order={o} /> },
    { id: 'spent', header: t('fields.spent'), sortKey: 'spent', align: 'right', csv: (o) => o.spent, render: (o) => fmt.money(o.spent) },
  ];
}
