import Card from '@mui/material/Card';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { PageTitle } from '@/components/page-title';
import { datatableQueries } from '../api/queries';
import { filterAndSortSales, pageOf, salesList } from '../api/sales-view';
import { useSalesColumns } from '../components/sales-columns';
import { SalesFilters } from '../components/sales-filters';

/**
 * The sales call answers the whole list, so search, filters, sort and paging run in the browser; the view
 * still lives in the URL, like every list, so a reload or a shared link shows the same rows.
 */
export function Component() {
  const { t } = useTranslation('tables');
  const table = useTableUrlState(salesList);
  const query = useQuery(datatableQueries.sales());
  const matching = useMemo(() => query.data && filterAndSortSales(query.data, table.state), [query.data, table.state]);
  const columns = useSalesColumns();
  return (
    <>
      <PageTitle title={t('dataTable.title')} subtitle={t('dataTable.subtitle')} />
      <Card>
        <DataTable
          label={t('dataTable.label')}
          columns={columns}
          rows={matching && pageOf(matching, table.state)}
          total={matching?.length ?? 0}
          getRowId={(r) => r.id}
          table={table}
          query={query}
          searchLabel={t('dataTable.search')}
          filters={<SalesFilters table={table} />}
          exportFileName="sales.csv"
          exportRows={() => Promise.resolve(matching ?? [])}
        />
      </Card>
    </>
  );
}
