import CreditCard from '@mui/icons-material/CreditCardOutlined';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table/types';
import { href } from '@/config/paths';
import { toDate } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import type { Order } from '../api/types';
import { accentText } from '@/theme/accent';
import { PersonCell } from './person-cell';
import { statusChip } from './status-chip';

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** `compact` (the orders table): the icon tells card from PayPal; the name stays for screen readers and the tooltip. */
export function PaymentMethod({
  order,
  compact,
}: {
  order: Pick<Order, 'method' | 'methodNumber'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('ecommerce');
  const Icon = order.method === 'paypal' ? AccountBalanceWallet : CreditCard;
  const name = t(`methods.${order.method}`);
  return (
    <Box
      sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}
      title={compact ? name : undefined}
    >
      <Icon fontSize="small" aria-hidden />
      <Box component="span" sx={compact ? visuallyHidden : undefined}>
        {name}
      </Box>
      <bdi>••{order.methodNumber}</bdi>
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
      csv: (o) => `#${o.order}`,
      render: (o) => (
        <MuiLink
          component={Link}
          to={href('apps-ecommerce-order-details', { id: o.order })}
          sx={[{ fontWeight: 600 }, accentText]}
        >
          #{o.order}
        </MuiLink>
      ),
    },
    {
      id: 'date',
      header: t('fields.date'),
      sortKey: 'date',
      csv: (o) => {
        const placed = toDate(`${o.date} ${o.time}`);
        return placed ? fmt.dateTime(placed) : fmt.date(o.date);
      },
      render: (o) => {
        // The API's time is "9:32 PM": shown in the interface language's own clock, under the date.
        const placed = toDate(`${o.date} ${o.time}`);
        return (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {fmt.date(o.date)}
            {placed && (
              <Typography variant="caption" color="textSecondary" component="div">
                {fmt.date(placed, { timeStyle: 'short' })}
              </Typography>
            )}
          </Box>
        );
      },
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
      render: (o) => statusChip(t, 'payment', o.payment),
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      csv: (o) => t(`status.order.${o.status}`),
      render: (o) => statusChip(t, 'order', o.status),
    },
    {
      id: 'method',
      header: t('fields.method'),
      csv: (o) => t(`methods.${o.method}`),
      render: (o) => <PaymentMethod order={o} compact />,
    },
    {
      id: 'spent',
      header: t('fields.spent'),
      sortKey: 'spent',
      align: 'right',
      csv: (o) => fmt.money(o.spent),
      render: (o) => <Box sx={{ whiteSpace: 'nowrap' }}>{fmt.money(o.spent)}</Box>,
    },
  ];
}
