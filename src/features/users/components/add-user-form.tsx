import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { toast } from '@/lib/toast';
import { useCreateUser } from '../api/mutations';
import type { CreatedUser } from '../api/types';
import { addUserSchema, emptyAddUser, toUserInput } from './add-user-schema';
import { UserPersonFields, useUserOptions } from './user-person-fields';

/** Posts a new user; on failure the form keeps what was typed and says so. */
export function AddUserForm({ onDone, onAdded }: { onDone: () => void; onAdded?: (user: CreatedUser) => void }) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  const options = useUserOptions();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(addUserSchema),
    defaultValues: emptyAddUser,
  });
  const submit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(toUserInput(values));
      toast(t('add.done', { name: values.fullName }), { variant: 'success' });
      reset();
      onDone();
      onAdded?.(created);
    } catch {
      toast(t('add.failed'), { variant: 'error' });
    }
  });
  const field = { control, ns: 'users' } as const;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ p: 3 }}>
      <Stack spacing={2.5}>
        {create.isError && <Alert severity="error">{t('add.failed')}</Alert>}
        <UserPersonFields control={control} allRequired />
        <FormTextField {...field} name="role" label={t('fields.role')} required options={options.roles} />
        <FormTextField {...field} name="plan" label={t('fields.plan')} required options={options.plans} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('add.submit')}
          </Button>
          <Button color="secondary" variant="outlined" onClick={onDone} disabled={create.isPending}>
            {t('add.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
