import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordRules } from '@/components/form/password-rules';
import { FormTextField } from '@/components/form/form-text-field';
import { type ResetPasswordValues, resetPasswordSchema } from '../api/step-schemas';

/**
 * The page a reset link opens. The demo sends no such link and has no reset endpoint, so a password that meets
 * the one policy is accepted by the form and a notice says it was not saved; what was typed stays.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation(['auth-pages', 'common']);
  const [done, setDone] = useState(false);
  const { control, handleSubmit } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  return (
    <>
      {done && <Alert severity="info">{t('reset.demoNotice')}</Alert>}
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(() => setDone(true))}>
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={t('common:password.new')}
          autoComplete="new-password"
          helperText=" "
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="confirm"
          type="password"
          label={t('common:password.confirm')}
          autoComplete="new-password"
          helperText=" "
          required
        />
        <div>
          <PasswordRules password={password} />
        </div>
        <Button type="submit" variant="contained" size="large">
          {t('reset.submit')}
        </Button>
      </Stack>
    </>
  );
}
