import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { EmptyState, ErrorState, FullRow, SkeletonRows } from '@/components/data-table/table-states';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import { accentText } from '@/theme/accent';
import { customerOrdersPerPage, ecommerceQueries } from '../api/queries';
import { StatusChip } from './status-chip';

const columns = 4;

/** The orders placed with the customer's e-mail, newest first, a page at a time; each opens its details. */
export function CustomerOrdersCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: customerOrdersPerPage });
  const query = useQuery(ecommerceQueries.customerOrders(String(customerId), paging.page, paging.itemsPerPage));
  const title = t('customers.orders.title');
  const orders = query.data?.orders ?? [];
  return (
    <Card>
      <CardHeader
        title={title}
        subheader={t('customers.orders.hint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      {query.isPlaceholderData && (
        <LinearProgress aria-label={t('loading', { ns: 'data-table' })} sx={{ blockSize: 2 }} />
      )}
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TableContainer>
            <Table aria-label={title} aria-busy={query.isPending}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('fields.order')}</TableCell>
                  <TableCell>{t('fields.date')}</TableCell>
                  <TableCell>{t('fields.status')}</TableCell>
                  <TableCell align="right">{t('fields.spent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.isPending ? (
                  <SkeletonRows rows={customerOrdersPerPage} columns={columns} rowHeight={53} />
                ) : orders.length === 0 ? (
                  <FullRow colSpan={columns}>
                    <EmptyState title={t('customers.orders.none')} body={t('customers.orders.noneBody')} />
                  </FullRow>
                ) : (
                  orders.map((o) => (
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
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {(query.data?.total ?? 0) > 0 && (
            <DataTablePagination
              total={query.data!.total}
              page={paging.page}
              itemsPerPage={paging.itemsPerPage}
              onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
              onItemsPerPageChange={(itemsPerPage) => setPaging({ page: 1, itemsPerPage })}
            />
          )}
        </>
      )}
    </Card>
  );
}
