import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { limitMessageOf } from '@/lib/form-errors';
import { type CodeAsked, codeAsked, useLogin } from '../api/login';
import { type LoginValues, loginSchema } from '../api/login-schema';
import { PasswordField } from './password-field';

/**
 * A 400 carries errors.email; a 429 (too many failed sign-ins, docs/security.md) the server's own message in the
 * reader's language; anything else is the default "Something went wrong".
 */
function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return 'auth.login.invalidCredentials';
  return limitMessageOf(error) ?? 'auth.login.genericError';
}

interface Props {
  onSignedIn: () => void;
  /** The account has two-step sign-in: the screen asks for the code sent, with "remember me" as ticked. */
  onCodeAsked: (asked: CodeAsked, remember: boolean) => void;
}

export function LoginForm({ onSignedIn, onCodeAsked }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const { control, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: true },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(
      (answer) => (codeAsked(answer) ? onCodeAsked(answer, values.remember) : onSignedIn()),
      (error: unknown) => setError('email', { type: 'server', message: serverMessage(error) }),
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ? t(fieldState.error.message, { defaultValue: fieldState.error.message }) : ' '
            }
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            {...field}
            label={t('fields.password')}
            autoComplete="current-password"
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ? t(fieldState.error.message, { defaultValue: fieldState.error.message }) : ' '
            }
          />
        )}
      />
      <Controller
        name="remember"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('auth.login.remember')}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t('auth.login.submit')}
      </Button>
    </Stack>
  );
}
