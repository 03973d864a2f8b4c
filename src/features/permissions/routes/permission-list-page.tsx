import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { preloadDeleteDialog, useDeleteFlow } from '@/components/data-table/use-delete-flow';
import { useServerTable } from '@/components/data-table/use-server-table';
import { PageTitle } from '@/components/page-title';
import { permissionList } from '../api/lists';
import { useDeletePermission } from '../api/mutations';
import { fetchPermissions, permissionsQueries } from '../api/queries';
import type { Permission } from '../api/types';
import { usePermissionColumns } from '../components/permission-columns';
import { PermissionDialog } from '../components/permission-dialog';

export function Component() {
  const { t } = useTranslation('roles');
  const { table, query } = useServerTable(permissionList, permissionsQueries.list);
  const columns = usePermissionColumns();
  const [dialog, setDialog] = useState<{ permission?: Permission } | null>(null);
  const del = useDeleteFlow<Permission>(useDeletePermission(), (p) => p.name);
  return (
    <>
      <PageTitle title={t('titles.permissions')} subtitle={t('permissions.subtitle')} />
      <Card>
        <DataTable
          label={t('titles.permissions')}
          columns={columns}
          rows={query.data?.permissions}
          total={query.data?.totalPermissions ?? 0}
          getRowId={(p) => p.id}
          table={table}
          query={query}
          searchLabel={t('permissions.search')}
          actions={
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({})}>
              {t('permissions.add')}
            </Button>
          }
          exportFileName="permissions.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchPermissions({ ...table.state, page, itemsPerPage }).then((r) => ({
                rows: r.permissions,
                total: r.totalPermissions,
              })),
            )
          }
          rowActions={(p) => (
            <>
              <IconButton
                aria-label={t('permissions.edit', { name: p.name })}
                onClick={() => setDialog({ permission: p })}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                aria-label={t('permissions.delete', { name: p.name })}
                onClick={() => del.ask(p)}
                onPointerEnter={preloadDeleteDialog}
                onFocus={preloadDeleteDialog}
              >
                <DeleteOutline />
              </IconButton>
            </>
          )}
        />
      </Card>
      <PermissionDialog open={dialog !== null} permission={dialog?.permission} onClose={() => setDialog(null)} />
      {del.dialog}
    </>
  );
}
