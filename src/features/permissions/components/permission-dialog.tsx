import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/data-table/table-states';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSavePermission } from '../api/mutations';
import { rolesQueries } from '../api/queries';
import type { Permission } from '../api/types';
import { type PermissionFormValues, permissionFormSchema } from '../api/permission-schema';
import { useRoleLabel } from './role-chip';

interface Props {
  open: boolean;
  /** The permission being edited; none to add one. */
  permission?: Permission;
  onClose: () => void;
}

const fields = ['name', 'assignedTo'] as const;

/**
 * Adds or edits a permission: its name and the roles holding it (at least one, docs/spec.md §5). Saved through
 * POST or PATCH /api/apps/permissions; the API's field errors show under the fields, any other failure above
 * them, and the dialog keeps what was typed.
 */
export function PermissionDialog({ open, permission, onClose }: Props) {
  const { t } = useTranslation('roles');
  const roleLabel = useRoleLabel();
  const roles = useQuery({ ...rolesQueries.list(), enabled: open });
  const save = useSavePermission(permission?.id);
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, setError } = useForm<PermissionFormValues>({
    resolver: zodResolver(permissionFormSchema),
    values: { name: permission?.name ?? '', assignedTo: permission?.assignedTo ?? [] },
  });
  const close = () => {
    setFailed(false);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      const saved = await save.mutateAsync(values);
      toast(t(permission ? 'permissionDialog.updated' : 'permissionDialog.added', { name: saved.name }), {
        variant: 'success',
      });
      close();
    } catch (error) {
      if (!showFieldErrors(error, setError, fields)) setFailed(true);
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t(permission ? 'permissionDialog.editTitle' : 'permissionDialog.addTitle')}
      onSubmit={submit}
      failure={failed ? t('form.failed') : null}
      cancelLabel={t('actions.cancel')}
      submitLabel={t(permission ? 'actions.update' : 'actions.add')}
      pending={save.isPending}
    >
      <FormTextField control={control} ns="roles" name="name" label={t('fields.name')} required autoFocus />
      {roles.data ? (
        <Controller
          name="assignedTo"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
              <FormLabel component="legend">{t('permissionDialog.roles')}</FormLabel>
              <FormGroup row>
                {roles.data.roles.map(({ id, name }) => (
                  <FormControlLabel
                    key={id}
                    label={roleLabel(name)}
                    control={
                      <Checkbox
                        checked={field.value.includes(name)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked ? [...field.value, name] : field.value.filter((n) => n !== name),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error?.message && (
                <FormHelperText>
                  {t(fieldState.error.message as 'form.noRole', { defaultValue: fieldState.error.message })}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
      ) : roles.isError ? (
        <ErrorState onRetry={() => void roles.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={72} />
      )}
    </FormDialog>
  );
}
