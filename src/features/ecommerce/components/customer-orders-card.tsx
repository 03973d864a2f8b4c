import MuiLink from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTableCard } from '@/components/data-table/paged-table-card';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import { accentText } from '@/theme/accent';
import { customerOrdersPerPage, ecommerceQueries } from '../api/queries';
import { StatusChip } from './status-chip';

/** The orders placed with the customer's e-mail, newest first, a page at a time; each opens its details. */
export function CustomerOrdersCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: customerOrdersPerPage });
  const query = useQuery(ecommerceQueries.customerOrders(String(customerId), paging.page, paging.itemsPerPage));
  return (
    <PagedTableCard
      title={t('customers.orders.title')}
      subheader={t('customers.orders.hint')}
      query={query}
      rows={query.data?.orders ?? []}
      paging={paging}
      onPaging={setPaging}
      columns={4}
      rowHeight={53}
      empty={{ title: t('customers.orders.none'), body: t('customers.orders.noneBody') }}
      head={
        <>
          <TableCell>{t('fields.order')}</TableCell>
          <TableCell>{t('fields.date')}</TableCell>
          <TableCell>{t('fields.status')}</TableCell>
          <TableCell align="right">{t('fields.spent')}</TableCell>
        </>
      }
      row={(o) => (
        <TableRow key={o.id} hover>
          <TableCell>
            <MuiLink
              component={Link}
              to={href('apps-ecommerce-order-details', { id: o.order })}
              sx={[{ fontWeight: 600 }, accentText]}
            >
              #{o.order}
            </MuiLink>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.date(o.date)}</TableCell>
          <TableCell>
            <StatusChip kind="order" value={o.status} />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {fmt.money(o.spent)}
          </TableCell>
        </TableRow>
      )}
    />
  );
}
