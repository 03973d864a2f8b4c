import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ForgotValues, forgotSchema } from '../api/account-schemas';
import { FormTextField } from '@/components/form/form-text-field';

/** No e-mail leaves the demo: the address is checked, then the notice says nothing was sent (/forgot-password and its variants). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  return (
    <>
      {sentTo && <Alert severity="success">{t('auth.forgot.demoNotice', { email: sentTo })}</Alert>}
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit((v) => setSentTo(v.email))}>
        <FormTextField
          helperText=" "
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large">
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </>
  );
}
