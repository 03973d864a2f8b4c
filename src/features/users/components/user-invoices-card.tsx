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
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { EmptyState, ErrorState, FullRow, SkeletonRows } from '@/components/data-table/table-states';
import { InvoiceStatusChip } from '@/components/invoice-status-chip';
import { href } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import { accentText } from '@/theme/accent';
import { userInvoicesPerPage, usersQueries } from '../api/queries';

const columns = 4;
/** On a phone the issued day goes under the number, so the total keeps its room. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The invoices the user issued (docs/decisions.md, "A user's invoices"), newest first; each opens its preview. */
export function UserInvoicesCard({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const fmt = useFormatters();
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: userInvoicesPerPage });
  const query = useQuery(usersQueries.invoices(String(userId), paging.page, paging.itemsPerPage));
  const title = t('overview.invoices.title');
  const invoices = query.data?.invoices ?? [];
  return (
    <Card>
      <CardHeader
        title={title}
        subheader={t('overview.invoices.hint')}
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
            <Table
              size="small"
              aria-label={title}
              aria-busy={query.isPending}
              sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('overview.invoices.number')}</TableCell>
                  <TableCell sx={wideOnly}>{t('overview.invoices.issued')}</TableCell>
                  <TableCell>{t('overview.invoices.status')}</TableCell>
                  <TableCell align="right">{t('overview.invoices.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.isPending ? (
                  <SkeletonRows rows={userInvoicesPerPage} columns={columns} rowHeight={45} />
                ) : invoices.length === 0 ? (
                  <FullRow colSpan={columns}>
                    <EmptyState title={t('overview.invoices.none')} body={t('overview.invoices.noneBody')} />
                  </FullRow>
                ) : (
                  invoices.map((i) => (
                    <TableRow key={i.id} hover>
                      <TableCell>
                        <MuiLink
                          component={Link}
                          to={href('apps-invoice-preview', { id: i.id })}
                          sx={[{ fontWeight: 600, whiteSpace: 'nowrap' }, accentText]}
                        >
                          {i.number}
                        </MuiLink>
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: { xs: 'block', sm: 'none' } }}
                        >
                          {fmt.date(i.issuedDate)}
                        </Typography>
                      </TableCell>
                      <TableCell sx={[{ whiteSpace: 'nowrap' }, wideOnly]}>{fmt.date(i.issuedDate)}</TableCell>
                      <TableCell>
                        <InvoiceStatusChip status={i.status} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {fmt.money(i.total, i.currency)}
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
