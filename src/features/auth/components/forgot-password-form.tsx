import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { type ForgotValues, forgotSchema } from '../api/account-schemas';
import type { StepAnswer } from '@/components/form/demo-code-notice';
import { useForgotPassword } from '../api/account-steps';
import { DemoCodeNotice } from '@/components/form/demo-code-notice';
import { failureOf } from './step-failure';

/**
 * /forgot-password and its variants: asks for a reset link. The answer is the same whether or not an account uses
 * the address; the static demo adds the link it would have e-mailed, opened in `resetPage`.
 */
export function ForgotPasswordForm({ resetPage }: { resetPage: string }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [answer, setAnswer] = useState<StepAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setAnswer(null);
    await forgot.mutateAsync(email).then(setAnswer, (error: unknown) => {
      setFailure(failureOf(error, setError, 'auth.forgot.failed'));
    });
  });
  return (
    <>
      {answer && <Alert severity="success">{answer.message}</Alert>}
      {answer?.demo && <DemoCodeNotice shown={answer.demo} page={resetPage} />}
      {failure && <Alert severity="error">{t(failure as 'auth.forgot.failed', { defaultValue: failure })}</Alert>}
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormTextField
          helperText=" "
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </>
  );
}
