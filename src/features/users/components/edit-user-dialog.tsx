import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateUser } from '../api/mutations';
import { type UserDetail, userStatuses } from '../api/types';
import { editUserSchema, type EditUserValues, userLanguages, type UserPatch } from '../api/edit-user-schema';
import { UserPersonFields, useUserOptions } from './user-person-fields';

interface Props {
  open: boolean;
  user: UserDetail;
  onClose: () => void;
}

/**
 * Edits a user through PATCH /api/apps/users/:id, sending only the fields changed (the API names country and
 * language in the reader's language; untouched, they stay as stored). Field errors from the API show under the
 * fields; the dialog keeps what was typed on a failure.
 */
export function EditUserDialog({ open, user, onClose }: Props) {
  const { t } = useTranslation('users');
  const update = useUpdateUser(user.id);
  const options = useUserOptions();
  const [failed, setFailed] = useState(false);
  const language = userLanguages.find(
    (k) => k === user.language || t(`languages.${k}`).toLowerCase() === user.language.toLowerCase(),
  );
  const { control, handleSubmit, setError, formState, reset } = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    values: {
      fullName: user.fullName,
      username: user.username,
      email: user.email,
      company: user.company,
      country: user.country,
      contact: user.contact,
      taxId: user.taxId,
      language: language ?? ('' as EditUserValues['language']),
      role: user.role,
      currentPlan: user.currentPlan,
      status: user.status,
    },
  });
  const close = () => {
    setFailed(false);
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFailed(false);
    const changed = Object.fromEntries(
      Object.entries(values).filter(([k]) => formState.dirtyFields[k as keyof EditUserValues]),
    ) as UserPatch;
    try {
      if (Object.keys(changed).length > 0) await update.mutateAsync(changed);
      toast(t('edit.done', { name: values.fullName }), { variant: 'success' });
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, setError, Object.keys(values))) setFailed(true);
    }
  });
  const field = { control, ns: 'users' } as const;
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('edit.title')}
      onSubmit={submit}
      failure={failed ? t('edit.failed') : null}
      cancelLabel={t('edit.cancel')}
      submitLabel={t('edit.submit')}
      pending={update.isPending}
    >
      <UserPersonFields control={control} allRequired={false} />
      <FormTextField {...field} name="taxId" label={t('fields.taxId')} />
      <FormTextField
        {...field}
        name="language"
        label={t('fields.language')}
        required
        options={userLanguages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      />
      <FormTextField {...field} name="role" label={t('fields.role')} required options={options.roles} />
      <FormTextField {...field} name="currentPlan" label={t('fields.plan')} required options={options.plans} />
      <FormTextField
        {...field}
        name="status"
        label={t('fields.status')}
        required
        options={userStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
    </FormDialog>
  );
}
