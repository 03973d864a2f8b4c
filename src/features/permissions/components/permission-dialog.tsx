import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { toast } from '@/lib/toast';
import type { Permission } from '../api/types';
import { permissionFormSchema } from './permission-schema';
import { DialogFormActions } from './dialog-form-actions';

interface Props {
  open: boolean;
  /** The permission being edited; none to add one. */
  permission?: Permission;
  onClose: () => void;
}

/** Validates the permission; there is no write API, so the dialog says that nothing is kept and keeps nothing. */
export function PermissionDialog({ open, permission, onClose }: Props) {
  const { t } = useTranslation('roles');
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(permissionFormSchema),
    values: { name: permission?.name ?? '', core: false },
  });
  const submit = handleSubmit((values) => {
    toast(t('permissionDialog.checked', { name: values.name.trim() }), { variant: 'info' });
    onClose();
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="permission-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="permission-dialog-title">
          {t(permission ? 'permissionDialog.editTitle' : 'permissionDialog.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Alert severity="info">{t('permissionDialog.notSaved')}</Alert>
            <FormTextField control={control} ns="roles" name="name" label={t('fields.name')} required autoFocus />
            <Controller
              name="core"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('permissionDialog.core')}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions editing={Boolean(permission)} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
