import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ErrorState } from '@/components/data-table/table-states';
import { FormTextField } from '@/components/form/form-text-field';
import { toast } from '@/lib/toast';
import { permissionsQueries } from '../api/queries';
import { type Permission, permissionNames, type PermissionRole } from '../api/types';
import { PermissionMatrix } from './permission-matrix';
import { grantOf, type RoleFormValues, roleFormSchema } from './role-schema';
import { DialogFormActions } from './dialog-form-actions';

interface Props {
  open: boolean;
  /** The role being edited; none to add one. */
  role?: PermissionRole;
  onClose: () => void;
}

const allPermissions = { itemsPerPage: 100 };

/**
 * Edits a role's name and its permissions matrix. An existing role starts with every box checked for the
 * permissions the API assigns to it: the form only mounts once they have arrived, so nobody ticks an empty
 * matrix that the data would then overwrite. There is no write API: the dialog says so and keeps nothing.
 */
export function RoleDialog({ open, role, onClose }: Props) {
  const { t } = useTranslation('roles');
  const permissions = useQuery({ ...permissionsQueries.list(allPermissions), enabled: open && Boolean(role) });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = t(role ? 'roleDialog.editTitle' : 'roleDialog.addTitle');
  let body: ReactNode;
  if (!role) body = <RoleForm defaults={formValues(undefined, [], '')} onClose={onClose} />;
  else if (permissions.data)
    body = (
      <RoleForm
        defaults={formValues(role, permissions.data.permissions, t(`roleNames.${role}`))}
        role={role}
        onClose={onClose}
      />
    );
  else
    body = (
      <DialogContent>
        {permissions.isError ? (
          <ErrorState onRetry={() => void permissions.refetch()} />
        ) : (
          <Skeleton variant="rounded" height={420} />
        )}
      </DialogContent>
    );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="role-dialog-title"
    >
      <DialogTitle id="role-dialog-title">{title}</DialogTitle>
      {body}
    </Dialog>
  );
}

function formValues(role: PermissionRole | undefined, permissions: Permission[], name: string): RoleFormValues {
  const held = new Set(permissions.filter((p) => role && p.assignedTo.includes(role)).map((p) => p.name));
  return { name, grants: permissionNames.map((n) => grantOf(held.has(n))) };
}

function RoleForm({
  defaults,
  role,
  onClose,
}: {
  defaults: RoleFormValues;
  role?: PermissionRole;
  onClose: () => void;
}) {
  const { t } = useTranslation('roles');
  const { control, handleSubmit } = useForm({ resolver: zodResolver(roleFormSchema), defaultValues: defaults });
  const submit = handleSubmit((v) => {
    toast(t('roleDialog.checked', { name: v.name.trim() }), { variant: 'info' });
    onClose();
  });
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Alert severity="info">{t('roleDialog.notSaved')}</Alert>
          <FormTextField control={control} ns="roles" name="name" label={t('roleDialog.name')} required />
          <Typography variant="h6" component="h3">
            {t('roleDialog.permissions')}
          </Typography>
          <Controller
            name="grants"
            control={control}
            render={({ field }) => <PermissionMatrix grants={field.value} onChange={field.onChange} />}
          />
        </Stack>
      </DialogContent>
      <DialogFormActions editing={Boolean(role)} onCancel={onClose} />
    </form>
  );
}
