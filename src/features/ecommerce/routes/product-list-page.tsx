import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { useServerTable } from '@/components/data-table/use-server-table';
import { href } from '@/config/paths';
import { ecommerceQueries, fetchProducts } from '../api/queries';
import { productList } from '../api/lists';
import type { Product } from '../api/types';
import { DeleteSelectedButton } from '../components/delete-selected-button';
import { PageTitle } from '@/components/page-title';
import { useProductColumns } from '../components/product-columns';
import { ProductFilters } from '../components/product-filters';
import { ProductRowActions } from '../components/product-row-actions';
import { ProductStats } from '../components/product-stats';
import { useDeleteFlow } from '@/components/data-table/use-delete-flow';
import { useDeleteRecord } from '../api/mutations';

export function Component() {
  const { t } = useTranslation('ecommerce');
  const { table, query } = useServerTable(productList, ecommerceQueries.products);
  const columns = useProductColumns();
  const del = useDeleteFlow<Product>(useDeleteRecord('products'), (p) => p.productName);
  return (
    <>
      <PageTitle title={t('titles.productList')} subtitle={t('products.subtitle')} />
      <ProductStats />
      <Card>
        <DataTable
          label={t('titles.productList')}
          columns={columns}
          rows={query.data?.products}
          total={query.data?.total ?? 0}
          getRowId={(p) => p.id}
          table={table}
          query={query}
          searchLabel={t('products.search')}
          filters={<ProductFilters table={table} />}
          actions={
            <Button variant="contained" startIcon={<Add />} component={Link} to={href('apps-ecommerce-product-add')}>
              {t('products.add')}
            </Button>
          }
          exportFileName="products.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchProducts({ ...table.state, page, itemsPerPage }).then((r) => ({
                rows: r.products,
                total: r.total,
              })),
            )
          }
          bulkActions={(ids, clear) => (
            <DeleteSelectedButton
              label={t('delete.selected')}
              onClick={() =>
                del.askMany(
                  (query.data?.products ?? []).filter((p) => ids.includes(p.id)),
                  clear,
                )
              }
            />
          )}
          rowActions={(p) => <ProductRowActions product={p} onDelete={() => del.ask(p)} />}
        />
      </Card>
      {del.dialog}
    </>
  );
}
