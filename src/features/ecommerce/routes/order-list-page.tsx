import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { RowAction } from '@/components/data-table/row-action';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { useServerTable } from '@/components/data-table/use-server-table';
import { href } from '@/config/paths';
import { ecommerceQueries, fetchOrders } from '../api/queries';
import { orderList } from '../api/lists';
import type { Order } from '../api/types';
import { DeleteButton } from '../components/delete-button';
import { DeleteSelectedButton } from '../components/delete-selected-button';
import { OrderStats } from '../components/order-stats';
import { useOrderColumns } from '../components/order-columns';
import { PageTitle } from '@/components/page-title';
import { useDeleteFlow } from '@/components/data-table/use-delete-flow';
import { useDeleteRecord } from '../api/mutations';

export function Component() {
  const { t } = useTranslation('ecommerce');
  const { table, query } = useServerTable(orderList, ecommerceQueries.orders);
  const columns = useOrderColumns();
  const del = useDeleteFlow<Order>(useDeleteRecord('orders'), (o) => `#${o.order}`);
  return (
    <>
      <PageTitle title={t('titles.orderList')} subtitle={t('orders.subtitle')} />
      <OrderStats />
      <Card>
        <DataTable
          label={t('titles.orderList')}
          columns={columns}
          rows={query.data?.orders}
          total={query.data?.total ?? 0}
          getRowId={(o) => o.id}
          table={table}
          query={query}
          searchLabel={t('orders.search')}
          exportFileName="orders.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchOrders({ ...table.state, page, itemsPerPage }).then((r) => ({ rows: r.orders, total: r.total })),
            )
          }
          bulkActions={(ids, clear) => (
            <DeleteSelectedButton
              label={t('delete.selected')}
              onClick={() =>
                del.askMany(
                  (query.data?.orders ?? []).filter((o) => ids.includes(o.id)),
                  clear,
                )
              }
            />
          )}
          rowActions={(o) => (
            <>
              <RowAction
                label={t('orders.view', { order: o.order })}
                icon="view"
                to={href('apps-ecommerce-order-details', { id: o.order })}
              />
              <DeleteButton name={`#${o.order}`} onClick={() => del.ask(o)} />
            </>
          )}
        />
      </Card>
      {del.dialog}
    </>
  );
}
