import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { TableUrlState } from '@/components/data-table/use-table-url-state';
import type { FilterOf } from '@/lib/list-query';
import type { productList } from '../api/lists';
import { productCategories, productStatuses } from '../api/values';

export function ProductFilters({ table }: { table: TableUrlState<FilterOf<typeof productList>> }) {
  const { t } = useTranslation('ecommerce');
  const { filters } = table.state;
  return (
    <>
      <FilterSelect
        label={t('fields.status')}
        allLabel={t('filters.all')}
        value={filters.status ?? ''}
        options={productStatuses.map((s) => ({ value: s, label: t(`status.product.${s}`) }))}
        onChange={(v) => table.setFilter('status', v)}
      />
      <FilterSelect
        label={t('fields.category')}
        allLabel={t('filters.all')}
        value={filters.category ?? ''}
        options={productCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        onChange={(v) => table.setFilter('category', v)}
      />
      <FilterSelect
        label={t('fields.stock')}
        allLabel={t('filters.all')}
        value={filters.stock ?? ''}
        options={[
          { value: 'true', label: t('status.stock.true') },
          { value: 'false', label: t('status.stock.false') },
        ]}
        onChange={(v) => table.setFilter('stock', v)}
      />
    </>
  );
}
