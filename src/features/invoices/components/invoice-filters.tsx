import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { TableUrlState } from '@/components/data-table/use-table-url-state';
import type { FilterOf } from '@/lib/list-query';
import type { invoiceList } from '../api/lists';
import { invoiceStatuses } from '../api/types';

const dateField = { flex: { xs: '1 1 140px', sm: '0 1 170px' } } as const;

/** Status and the issued-date range, kept in the URL with the rest of the view. */
export function InvoiceFilters({ table }: { table: TableUrlState<FilterOf<typeof invoiceList>> }) {
  const { t } = useTranslation('invoices');
  const { filters } = table.state;
  return (
    <>
      <FilterSelect
        label={t('fields.status')}
        allLabel={t('list.all')}
        value={filters.status ?? ''}
        options={invoiceStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={(v) => table.setFilter('status', v)}
      />
      <TextField
        type="date"
        label={t('list.from')}
        value={filters.from ?? ''}
        onChange={(e) => table.setFilter('from', e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to } }}
        sx={dateField}
      />
      <TextField
        type="date"
        label={t('list.to')}
        value={filters.to ?? ''}
        onChange={(e) => table.setFilter('to', e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from } }}
        sx={dateField}
      />
    </>
  );
}
