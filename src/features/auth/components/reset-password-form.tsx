import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fieldErrorsOf } from '@/lib/api-client';
import { PasswordRules } from '@/components/form/password-rules';
import { FormTextField } from '@/components/form/form-text-field';
import { useResetPassword } from '../api/account-steps';
import { type ResetPasswordValues, resetPasswordSchema } from '../api/step-schemas';
import { failureOf } from './step-failure';

interface Props {
  /** The reset link's token (`?token=`), absent when the page was opened without one. */
  token: string | null;
  links: { login: string; forgot: string };
}

/**
 * The page a reset link opens: a new password under the one policy sets it and ends the account's sessions. A
 * token that is missing, expired or used says so and offers a new link; what was typed stays.
 */
export function ResetPasswordForm({ token, links }: Props) {
  const { t } = useTranslation(['auth-pages', 'common']);
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : 'reset.noToken');
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async (values) => {
    if (!token) return setFailure('reset.noToken');
    setFailure(null);
    await reset.mutateAsync({ token, ...values }).then(
      (answer) => setDone(answer.message),
      (error: unknown) => {
        const tokenError = fieldErrorsOf(error)?.token?.[0];
        setFailure(tokenError ?? failureOf(error, setError, 'reset.failed'));
      },
    );
  });
  if (done) {
    return (
      <Alert severity="success">
        {done}{' '}
        <Link component={RouterLink} to={links.login}>
          {t('backToLogin')}
        </Link>
      </Alert>
    );
  }
  return (
    <>
      {failure && (
        <Alert severity={token ? 'error' : 'info'}>
          {t(failure as 'reset.failed', { defaultValue: failure })}{' '}
          {failure !== 'reset.failed' && (
            <Link component={RouterLink} to={links.forgot}>
              {t('reset.askAgain')}
            </Link>
          )}
        </Alert>
      )}
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
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
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </>
  );
}
