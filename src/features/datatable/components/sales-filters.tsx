import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { TableUrlState } from '@/components/data-table/use-table-url-state';
import type { FilterOf } from '@/lib/list-query';
import type { salesList } from '../api/sales-view';
import { receivedPaymentStatuses, salesPaymentStatuses } from '../api/values';

export function SalesFilters({ table }: { table: TableUrlState<FilterOf<typeof salesList>> }) {
  const { t } = useTranslation('tables');
  const { filters } = table.state;
  return (
    <>
      <FilterSelect
        label={t('fields.status')}
        allLabel={t('filters.all')}
        value={filters.status ?? ''}
        options={salesPaymentStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={(v) => table.setFilter('status', v)}
      />
      <FilterSelect
        label={t('fields.received')}
        allLabel={t('filters.all')}
        value={filters.received ?? ''}
        options={receivedPaymentStatuses.map((s) => ({ value: s, label: t(`received.${s}`) }))}
        onChange={(v) => table.setFilter('received', v)}
      />
    </>
  );
}
