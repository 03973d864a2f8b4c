import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InitialsAvatar } from '@/components/initials-avatar';
import type { DataTableColumn } from '@/components/data-table/types';
import { href } from '@/config/paths';
import { accentText } from '@/theme/accent';
import type { Invoice } from '../api/types';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';
import { useInvoiceFormat } from './use-invoice-format';

const nowrap = { whiteSpace: 'nowrap' } as const;

export function useInvoiceColumns(): DataTableColumn<Invoice>[] {
  const { t } = useTranslation('invoices');
  const fmt = useInvoiceFormat();
  return [
    {
      id: 'number',
      header: t('fields.number'),
      sortKey: 'number',
      csv: (i) => i.number,
      render: (i) => (
        <MuiLink
          component={Link}
          to={href('apps-invoice-preview', { id: String(i.id) })}
          sx={[{ fontWeight: 600 }, nowrap, accentText]}
        >
          <bdi>{i.number}</bdi>
        </MuiLink>
      ),
    },
    {
      id: 'client',
      header: t('fields.client'),
      sortKey: 'client',
      csv: (i) => i.client.name,
      render: (i) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minInlineSize: { xs: 0, sm: 180 } }}>
          <InitialsAvatar name={i.client.name} />
          <Box sx={{ minInlineSize: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              <bdi>{i.client.name}</bdi>
            </Typography>
            <Typography variant="caption" color="textSecondary" noWrap component="div">
              <bdi>{i.client.email}</bdi>
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      id: 'total',
      header: t('fields.total'),
      sortKey: 'total',
      align: 'right',
      csv: (i) => fmt.money(i.total, i.currency),
      render: (i) => <Box sx={nowrap}>{fmt.money(i.total, i.currency)}</Box>,
    },
    {
      id: 'issuedDate',
      header: t('fields.issuedDate'),
      sortKey: 'issuedDate',
      csv: (i) => fmt.day(i.issuedDate),
      render: (i) => <Box sx={nowrap}>{fmt.day(i.issuedDate)}</Box>,
    },
    {
      id: 'dueDate',
      header: t('fields.dueDate'),
      sortKey: 'dueDate',
      csv: (i) => fmt.day(i.dueDate),
      render: (i) => <Box sx={nowrap}>{fmt.day(i.dueDate)}</Box>,
    },
    {
      id: 'balance',
      header: t('fields.balance'),
      sortKey: 'balance',
      align: 'right',
      csv: (i) => fmt.money(i.balance, i.currency),
      render: (i) => <Box sx={nowrap}>{fmt.money(i.balance, i.currency)}</Box>,
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      csv: (i) => t(`status.${i.status}`),
      render: (i) => <InvoiceStatusChip status={i.status} />,
    },
  ];
}
