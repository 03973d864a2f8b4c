import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { TableUrlState } from '@/components/data-table/use-table-url-state';
import type { FilterOf } from '@/lib/list-query';
import type { auditList } from '../api/lists';
import { auditQueries } from '../api/queries';
import { auditActions, auditSubjects } from '../api/types';
import { useAuditLabels } from './audit-labels';

type Filter = FilterOf<typeof auditList>;

/** A day of the range; the browser's own date field, which each language writes its way. */
function DayField({ table, name, label }: { table: TableUrlState<Filter>; name: 'from' | 'to'; label: string }) {
  return (
    <TextField
      type="date"
      label={label}
      value={table.state.filters[name] ?? ''}
      onChange={(e) => table.setFilter(name, e.target.value)}
      sx={{ flex: { xs: '1 1 140px', sm: '0 1 170px' } }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export function AuditFilters({ table }: { table: TableUrlState<Filter> }) {
  const { t } = useTranslation('audit');
  const labels = useAuditLabels();
  const users = useQuery(auditQueries.users());
  const { filters } = table.state;
  return (
    <>
      <FilterSelect
        label={t('fields.user')}
        allLabel={t('filters.all')}
        value={filters.userId ?? ''}
        options={(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        onChange={(v) => table.setFilter('userId', v)}
      />
      <FilterSelect
        label={t('fields.action')}
        allLabel={t('filters.all')}
        value={filters.action ?? ''}
        options={auditActions.map((a) => ({ value: a, label: labels.action(a) }))}
        onChange={(v) => table.setFilter('action', v)}
      />
      <FilterSelect
        label={t('fields.subject')}
        allLabel={t('filters.all')}
        value={filters.subject ?? ''}
        options={auditSubjects.map((s) => ({ value: s, label: labels.subject(s) }))}
        onChange={(v) => table.setFilter('subject', v)}
      />
      <DayField table={table} name="from" label={t('filters.from')} />
      <DayField table={table} name="to" label={t('filters.to')} />
    </>
  );
}
