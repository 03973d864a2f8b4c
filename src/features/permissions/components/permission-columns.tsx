import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/types';
import { useFormatters } from '@/lib/use-formatters';
import { parseCreatedDate } from '../api/created-date';
import type { Permission } from '../api/types';
import { RoleChip, useRoleLabel } from './role-chip';

export function usePermissionColumns(): DataTableColumn<Permission>[] {
  const { t } = useTranslation('roles');
  const fmt = useFormatters();
  const roleLabel = useRoleLabel();
  const date = (p: Permission) => {
    const d = parseCreatedDate(p.createdDate);
    return d ? fmt.dateTime(d) : p.createdDate;
  };
  return [
    { id: 'name', header: t('fields.name'), sortKey: 'name', csv: (p) => p.name, render: (p) => p.name, minWidth: 200 },
    {
      id: 'assignedTo',
      header: t('fields.assignedTo'),
      csv: (p) => p.assignedTo.map(roleLabel).join(', '),
      render: (p) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {p.assignedTo.map((role) => (
            <RoleChip key={role} role={role} />
          ))}
        </Stack>
      ),
      minWidth: 260,
    },
    { id: 'createdDate', header: t('fields.createdDate'), csv: date, render: date, minWidth: 180 },
  ];
}
