import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { EmptyState } from '@/components/data-table/table-states';
import { RowAction } from '@/components/data-table/row-action';
import { RowMenu } from '@/components/data-table/row-menu';
import { preloadDeleteDialog, useDeleteFlow } from '@/components/data-table/use-delete-flow';
import { useServerTable } from '@/components/data-table/use-server-table';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/paths';
import { invoiceList } from '../api/lists';
import { useDeleteInvoice } from '../api/mutations';
import { fetchInvoices, invoicesQueries } from '../api/queries';
import type { Invoice } from '../api/types';
import { useInvoiceColumns } from '../components/invoice-columns';
import { InvoiceFilters } from '../components/invoice-filters';
import { InvoiceStats } from '../components/invoice-stats';
import { retryOf } from '@/lib/retry-of';

/** docs/api.md, "Invoices": the list with its figures; the whole view lives in the URL. */
export function Component() {
  const { t } = useTranslation('invoices');
  const { table, query } = useServerTable(invoiceList, invoicesQueries.list);
  const columns = useInvoiceColumns();
  const del = useDeleteFlow<Invoice>(useDeleteInvoice(), (i) => i.number);
  const filtered = Boolean(table.state.q || Object.values(table.state.filters).some(Boolean));
  return (
    <>
      <PageTitle title={t('titles.list')} subtitle={t('list.subtitle')} />
      <InvoiceStats stats={query.data?.stats} onRetry={retryOf(query)} />
      <Card>
        <DataTable
          label={t('titles.list')}
          columns={columns}
          rows={query.data?.invoices}
          total={query.data?.total ?? 0}
          getRowId={(i) => i.id}
          table={table}
          query={query}
          searchLabel={t('list.search')}
          filters={<InvoiceFilters table={table} />}
          actions={
            <Button variant="contained" startIcon={<Add />} component={Link} to={href('apps-invoice-add')}>
              {t('list.add')}
            </Button>
          }
          empty={filtered ? undefined : <EmptyState title={t('list.empty.title')} body={t('list.empty.body')} />}
          exportFileName="invoices.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchInvoices({ ...table.state, page, itemsPerPage }).then((r) => ({ rows: r.invoices, total: r.total })),
            )
          }
          rowActions={(i) => (
            <>
              <RowAction
                label={t('list.preview', { number: i.number })}
                icon="view"
                to={href('apps-invoice-preview', { id: String(i.id) })}
              />
              <RowAction
                label={t('list.delete', { number: i.number })}
                icon="delete"
                onClick={() => del.ask(i)}
                preload={preloadDeleteDialog}
              />
              <RowMenu
                label={t('list.more', { number: i.number })}
                items={[
                  {
                    label: t('list.editShort'),
                    icon: <EditOutlined fontSize="small" />,
                    to: href('apps-invoice-edit', { id: String(i.id) }),
                  },
                  {
                    label: t('list.duplicateShort'),
                    icon: <ContentCopy fontSize="small" />,
                    to: `${href('apps-invoice-add')}?from=${i.id}`,
                  },
                ]}
              />
            </>
          )}
        />
      </Card>
      {del.dialog}
    </>
  );
}
