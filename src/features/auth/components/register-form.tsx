import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type RegisterValues, registerSchema } from '../api/account-schemas';
import { FormTextField } from '@/components/form/form-text-field';

/** The demo has no sign-up endpoint: the form validates, then says so honestly (/register and its variants). */
export function RegisterForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { control, handleSubmit } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', terms: false as unknown as true },
  });
  return (
    <>
      {sent && <Alert severity="info">{t('auth.register.demoNotice')}</Alert>}
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(() => setSent(true))}>
        <FormTextField
          helperText=" "
          control={control}
          name="username"
          label={t('fields.username')}
          autoComplete="username"
        />
        <FormTextField
          helperText=" "
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        <FormTextField
          helperText=" "
          control={control}
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
        />
        <Controller
          name="terms"
          control={control}
          render={({ field, fieldState }) => (
            <div>
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('auth.register.terms')}
              />
              {fieldState.error?.message && (
                <FormHelperText error>
                  {t(fieldState.error.message, { defaultValue: fieldState.error.message })}
                </FormHelperText>
              )}
            </div>
          )}
        />
        <Button type="submit" variant="contained" size="large">
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </>
  );
}
