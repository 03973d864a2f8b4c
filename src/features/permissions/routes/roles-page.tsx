import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/data-table/table-states';
import { useDeleteFlow } from '@/components/data-table/use-delete-flow';
import { PageTitle } from '@/components/page-title';
import { routes } from '@/config/paths';
import { useDeleteRole } from '../api/mutations';
import { rolesQueries } from '../api/queries';
import type { Role } from '../api/types';
import { AddRoleCard } from '../components/add-role-card';
import { RoleCard } from '../components/role-card';
import { useRoleLabel } from '../components/role-chip';
import { RoleDialog } from '../components/role-dialog';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
};

/** The roles of GET /api/apps/roles as cards; add, edit (role dialog) and delete (with confirmation). */
export function Component() {
  const { t } = useTranslation('roles');
  const roleLabel = useRoleLabel();
  const roles = useQuery(rolesQueries.list());
  const del = useDeleteFlow<Role>(useDeleteRole(), (r) => roleLabel(r.name));
  const [dialog, setDialog] = useState<{ role?: Role } | null>(null);
  return (
    <>
      <PageTitle title={t('titles.roles')} subtitle={t('roles.subtitle')} />
      {roles.isError && !roles.data ? (
        <ErrorState onRetry={() => void roles.refetch()} />
      ) : (
        <Box sx={grid} aria-busy={roles.isPending}>
          {roles.data
            ? roles.data.roles.map((role) => (
                <RoleCard key={role.id} role={role} onEdit={() => setDialog({ role })} onDelete={() => del.ask(role)} />
              ))
            : [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} variant="rounded" height={150} />)}
          <AddRoleCard onAdd={() => setDialog({})} />
        </Box>
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 5, mb: 1 }}>
        {t('roles.usersTitle')}
      </Typography>
      <Alert severity="info">
        {t('roles.usersNote')}{' '}
        <Link component={RouterLink} to={routes['apps-user-list']}>
          {t('roles.usersLink')}
        </Link>
      </Alert>
      <RoleDialog open={dialog !== null} role={dialog?.role} onClose={() => setDialog(null)} />
      {del.dialog}
    </>
  );
}
