import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { routes } from '@/config/paths';
import { permissionRoles, type PermissionRole } from '../api/types';
import { AddRoleCard } from '../components/add-role-card';
import { RoleCard } from '../components/role-card';
import { RoleDialog } from '../components/role-dialog';

export function Component() {
  const { t } = useTranslation('roles');
  const [dialog, setDialog] = useState<{ role?: PermissionRole } | null>(null);
  return (
    <>
      <PageTitle title={t('titles.roles')} subtitle={t('roles.subtitle')} />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        {permissionRoles.map((role) => (
          <RoleCard key={role} role={role} onEdit={() => setDialog({ role })} />
        ))}
        <AddRoleCard onAdd={() => setDialog({})} />
      </Box>
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
    </>
  );
}
