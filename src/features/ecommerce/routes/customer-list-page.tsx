import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { useServerTable } from '@/components/data-table/use-server-table';
import { ecommerceQueries, fetchCustomers } from '../api/queries';
import { customerList } from '../api/lists';
import { useCustomerColumns } from '../components/customer-columns';
import { PageTitle } from '@/components/page-title';

export function Component() {
  const { t } = useTranslation('ecommerce');
  const { table, query } = useServerTable(customerList, ecommerceQueries.customers);
  const columns = useCustomerColumns();
  return (
    <>
      <PageTitle title={t('titles.customerList')} subtitle={t('customers.subtitle')} />
      <Card>
        <DataTable
          label={t('titles.customerList')}
          columns={columns}
          rows={query.data?.customers}
          total={query.data?.total ?? 0}
          getRowId={(c) => c.id}
          table={table}
          query={query}
          searchLabel={t('customers.search')}
          exportFileName="customers.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchCustomers({ ...table.state, page, itemsPerPage }).then((r) => ({
                rows: r.customers,
                total: r.total,
              })),
            )
          }
        />
      </Card>
    </>
  );
}
