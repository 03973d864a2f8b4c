import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordRules } from '@/components/form/password-rules';
import { FormTextField } from '@/components/form/form-text-field';
import { type RegisterValues, registerSchema } from '../api/account-schemas';
import { useRegister } from '../api/account-steps';
import { failureOf } from './step-failure';

/**
 * /register and its variants: `POST /api/auth/register` creates a client account and signs it in (docs/decisions.md,
 * "Sign-up"). A taken address or a refused field shows under its field; what was typed stays.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', terms: false as unknown as true },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    await register.mutateAsync(values).then(onRegistered, (error: unknown) => {
      setFailure(failureOf(error, setError, 'auth.register.failed'));
    });
  });
  return (
    <>
      {failure && <Alert severity="error">{t(failure as 'auth.register.failed', { defaultValue: failure })}</Alert>}
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
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
        <div>
          <PasswordRules password={password} />
        </div>
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
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </>
  );
}
