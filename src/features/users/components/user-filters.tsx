import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { TableUrlState } from '@/components/data-table/use-table-url-state';
import type { FilterOf } from '@/lib/list-query';
import type { userList } from '../api/lists';
import { userPlans, userRoles, userStatuses } from '../api/types';

export function UserFilters({ table }: { table: TableUrlState<FilterOf<typeof userList>> }) {
  const { t } = useTranslation('users');
  const { filters } = table.state;
  return (
    <>
      <FilterSelect
        label={t('fields.role')}
        allLabel={t('filters.all')}
        value={filters.role ?? ''}
        options={userRoles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        onChange={(v) => table.setFilter('role', v)}
      />
      <FilterSelect
        label={t('fields.plan')}
        allLabel={t('filters.all')}
        value={filters.plan ?? ''}
        options={userPlans.map((p) => ({ value: p, label: t(`plans.${p}`) }))}
        onChange={(v) => table.setFilter('plan', v)}
      />
      <FilterSelect
        label={t('fields.status')}
        allLabel={t('filters.all')}
        value={filters.status ?? ''}
        options={userStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={(v) => table.setFilter('status', v)}
      />
    </>
  );
}
