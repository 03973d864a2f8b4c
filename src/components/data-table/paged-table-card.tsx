import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTablePagination } from './data-table-pagination';
import { EmptyState, ErrorState, FullRow, SkeletonRows } from './table-states';

interface Paging {
  page: number;
  itemsPerPage: number;
}

interface Props<Row> {
  title: string;
  subheader: string;
  /** The page's answer: its rows are `rows`, its `total` drives the pagination. */
  query: UseQueryResult<{ total: number }>;
  rows: Row[];
  paging: Paging;
  onPaging: (next: Paging) => void;
  /** The header row's cells. */
  head: ReactNode;
  columns: number;
  row: (row: Row) => ReactNode;
  empty: { title: string; body: string };
  rowHeight: number;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A short list inside a details page (a customer's orders, a user's invoices): a card with its table, a page at a
 * time, with a placeholder while the first page loads, a thin bar while another does, an empty state and an error
 * with a retry.
 */
export function PagedTableCard<Row>(props: Props<Row>) {
  const { title, query, rows, paging, onPaging, columns } = props;
  const { t } = useTranslation('data-table');
  const total = query.data?.total ?? 0;
  return (
    <Card>
      <CardHeader title={title} subheader={props.subheader} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {query.isPlaceholderData && <LinearProgress aria-label={t('loading')} sx={{ blockSize: 2 }} />}
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TableContainer>
            <Table size={props.size} aria-label={title} aria-busy={query.isPending} sx={props.sx}>
              <TableHead>
                <TableRow>{props.head}</TableRow>
              </TableHead>
              <TableBody>
                {query.isPending ? (
                  <SkeletonRows rows={paging.itemsPerPage} columns={columns} rowHeight={props.rowHeight} />
                ) : rows.length === 0 ? (
                  <FullRow colSpan={columns}>
                    <EmptyState title={props.empty.title} body={props.empty.body} />
                  </FullRow>
                ) : (
                  rows.map(props.row)
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {total > 0 && (
            <DataTablePagination
              total={total}
              page={paging.page}
              itemsPerPage={paging.itemsPerPage}
              onPageChange={(page) => onPaging({ ...paging, page })}
              onItemsPerPageChange={(itemsPerPage) => onPaging({ page: 1, itemsPerPage })}
            />
          )}
        </>
      )}
    </Card>
  );
}
