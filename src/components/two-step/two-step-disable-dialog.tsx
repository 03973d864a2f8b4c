import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { limitMessageOf, showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { type DisableTwoStepValues, disableTwoStepSchema } from '@/lib/two-step-schemas';
import { useSetTwoStep } from '@/lib/two-step';

/** Turning two-step sign-in off takes the account's password: an unattended open session is not enough. */
export function TwoStepDisableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['two-step', 'auth-pages']);
  const disable = useSetTwoStep();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<DisableTwoStepValues>({
    resolver: zodResolver(disableTwoStepSchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    await disable.mutateAsync({ password }).then(
      () => {
        toast(t('turnedOff'), { variant: 'success' });
        onClose();
      },
      (error: unknown) => {
        if (!showFieldErrors(error, setError, ['password'])) setFailure(limitMessageOf(error) ?? t('failed'));
      },
    );
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('disableTitle')}
      onSubmit={onSubmit}
      failure={failure}
      cancelLabel={t('cancel')}
      submitLabel={t('disableConfirm')}
      pending={disable.isPending}
    >
      <Typography>{t('disableBody')}</Typography>
      <FormTextField
        ns="two-step"
        control={control}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('password')}
        required
      />
    </FormDialog>
  );
}
