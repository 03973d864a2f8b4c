import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { fetchAllPages } from '@/components/data-table/export-csv';
import { useServerTable } from '@/components/data-table/use-server-table';
import { PageTitle } from '@/components/page-title';
import { fetchUsers, usersQueries } from '../api/queries';
import { userList } from '../api/lists';
import type { User } from '../api/types';
import { AddUserDrawer } from '../components/add-user-drawer';
import { useUserColumns } from '../components/user-columns';
import { UserFilters } from '../components/user-filters';
import { UserRowActions } from '../components/user-row-actions';
import { UserStats } from '../components/user-stats';
import { useDeleteFlow } from '@/components/data-table/use-delete-flow';
import { useDeleteUser } from '../api/mutations';

export function Component() {
  const { t } = useTranslation('users');
  const { table, query } = useServerTable(userList, usersQueries.list);
  const columns = useUserColumns();
  const del = useDeleteFlow<User>(useDeleteUser(), (u) => u.fullName);
  const [adding, setAdding] = useState(false);
  // The user just added, shown at once: the list searches for their e-mail (filters cleared) and marks the row.
  const [added, setAdded] = useState<number | undefined>();
  return (
    <>
      <PageTitle title={t('titles.list')} subtitle={t('list.subtitle')} />
      <UserStats />
      <Card>
        <DataTable
          label={t('titles.list')}
          columns={columns}
          rows={query.data?.users}
          total={query.data?.totalUsers ?? 0}
          getRowId={(u) => u.id}
          highlightRowId={added}
          table={table}
          query={query}
          searchLabel={t('list.search')}
          filters={<UserFilters table={table} />}
          actions={
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              {t('add.open')}
            </Button>
          }
          exportFileName="users.csv"
          exportRows={() =>
            fetchAllPages((page, itemsPerPage) =>
              fetchUsers({ ...table.state, page, itemsPerPage }).then((r) => ({
                rows: r.users,
                total: r.totalUsers,
              })),
            )
          }
          rowActions={(u) => <UserRowActions user={u} onDelete={() => del.ask(u)} />}
        />
      </Card>
      <AddUserDrawer
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(u) => {
          setAdded(u.id);
          table.resetFilters(u.email);
        }}
      />
      {del.dialog}
    </>
  );
}
