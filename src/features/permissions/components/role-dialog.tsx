import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { FormDialogActions } from '@/components/form/form-dialog';
import { ErrorState } from '@/components/data-table/table-states';
import { FormTextField } from '@/components/form/form-text-field';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveRole } from '../api/mutations';
import { permissionsQueries } from '../api/queries';
import type { Permission, Role } from '../api/types';
import { PermissionMatrix } from './permission-matrix';
import { useRoleLabel } from './role-chip';
import { grantOf, type RoleFormValues, roleFormSchema } from '../api/role-schema';

interface Props {
  open: boolean;
  /** The role being edited; none to add one. */
  role?: Role;
  onClose: () => void;
}

const allPermissions = { itemsPerPage: 100 };

/**
 * Edits a role's name and its permissions matrix (one row per permission), saved through POST or PATCH
 * /api/apps/roles. The form only mounts once the permissions have arrived, so nobody ticks an empty matrix
 * that the data would then overwrite.
 */
export function RoleDialog({ open, role, onClose }: Props) {
  const { t } = useTranslation('roles');
  const roleLabel = useRoleLabel();
  const permissions = useQuery({ ...permissionsQueries.list(allPermissions), enabled: open });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = t(role ? 'roleDialog.editTitle' : 'roleDialog.addTitle');
  let body: ReactNode;
  if (permissions.data) {
    const rows = permissions.data.permissions;
    body = (
      <RoleForm
        key={role?.id ?? 'new'}
        rows={rows}
        defaults={formValues(role, rows, role ? roleLabel(role.name) : '')}
        role={role}
        onClose={onClose}
      />
    );
  } else
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

function formValues(role: Role | undefined, rows: Permission[], name: string): RoleFormValues {
  const held = new Map(role?.permissions.map((p) => [p.permissionId, p]));
  return {
    name,
    grants: rows.map((p) => {
      const grant = held.get(p.id);
      return grant
        ? { permissionId: p.id, read: grant.read, write: grant.write, create: grant.create }
        : grantOf(p.id, false);
    }),
  };
}

function RoleForm({
  rows,
  defaults,
  role,
  onClose,
}: {
  rows: Permission[];
  defaults: RoleFormValues;
  role?: Role;
  onClose: () => void;
}) {
  const { t } = useTranslation('roles');
  const save = useSaveRole(role?.id);
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(roleFormSchema),
    defaultValues: defaults,
  });
  const submit = handleSubmit(async (v) => {
    setFailed(false);
    // A seeded role is shown by its translated name: left as shown, it keeps its own (the permissions name it).
    const name = role && v.name.trim() === defaults.name.trim() ? role.name : v.name;
    try {
      const saved = await save.mutateAsync({ ...v, name });
      toast(t(role ? 'roleDialog.updated' : 'roleDialog.added', { name: v.name.trim() }), { variant: 'success' });
      onClose();
      return saved;
    } catch (error) {
      const message = fieldErrorsOf(error)?.name?.[0];
      if (message) setError('name', { message });
      else setFailed(true);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failed && <Alert severity="error">{t('form.failed')}</Alert>}
          <FormTextField control={control} ns="roles" name="name" label={t('roleDialog.name')} required />
          <Typography variant="h6" component="h3">
            {t('roleDialog.permissions')}
          </Typography>
          <Controller
            name="grants"
            control={control}
            render={({ field }) => (
              <PermissionMatrix permissions={rows} grants={field.value} onChange={field.onChange} />
            )}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        cancelLabel={t('actions.cancel')}
        submitLabel={t(role ? 'actions.update' : 'actions.add')}
        pending={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
