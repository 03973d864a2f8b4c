import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { session } from '@/lib/auth/session';
import type { StepAnswer } from '@/components/form/demo-code-notice';
import { useSendCode, useVerifyTwoSteps } from '../api/account-steps';
import { CodeField, useCodeForm } from '@/components/form/code-field';
import { DemoCodeNotice } from '@/components/form/demo-code-notice';
import { failureOf } from './step-failure';

/**
 * The second sign-in step for the signed-in account: it asks for a 6-digit code (e-mailed, or in the server's log;
 * shown here in the static demo), then checks it; five wrong codes spend it. Signed out, it says to sign in first.
 */
export function TwoStepsForm({ loginPage }: { loginPage: string }) {
  const { t } = useTranslation(['auth-pages', 'common']);
  const signedIn = Boolean(session.user());
  const send = useSendCode('two-steps');
  const verify = useVerifyTwoSteps();
  const [sent, setSent] = useState<StepAnswer | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const { form, triesLeft, refused } = useCodeForm();
  const { control, handleSubmit, setError, formState } = form;
  const askCode = () =>
    send.mutateAsync().then(
      (answer) => {
        setSent(answer);
        setOutcome(null);
      },
      (error: unknown) =>
        setOutcome({ severity: 'error', text: failureOf(error, setError, 'common:auth.stepFailed')! }),
    );
  const onSubmit = handleSubmit(async ({ code }) => {
    if (!signedIn) return setOutcome({ severity: 'info', text: 'twoSteps.signInFirst' });
    await verify.mutateAsync(code).then(
      () => setOutcome({ severity: 'success', text: 'twoSteps.verified' }),
      (error: unknown) => {
        if (!refused(error))
          setOutcome({ severity: 'error', text: failureOf(error, setError, 'common:auth.stepFailed')! });
      },
    );
  });
  return (
    <>
      {sent && <Alert severity="success">{sent.message}</Alert>}
      {sent?.demo && <DemoCodeNotice shown={sent.demo} />}
      {outcome && (
        <Alert severity={outcome.severity}>
          {t(outcome.text as 'twoSteps.verified', { defaultValue: outcome.text })}{' '}
          {!signedIn && (
            <Link component={RouterLink} to={loginPage}>
              {t('common:auth.login.submit')}
            </Link>
          )}
        </Alert>
      )}
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        <CodeField control={control} label={t('twoSteps.codeLabel')} triesLeft={triesLeft} />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('twoSteps.submit')}
        </Button>
      </Stack>
      <Button
        variant="text"
        loading={send.isPending}
        onClick={() => (signedIn ? askCode() : setOutcome({ severity: 'info', text: 'twoSteps.signInFirst' }))}
        sx={{ justifySelf: 'center' }}
      >
        {t(sent ? 'twoSteps.resend' : 'twoSteps.send')}
      </Button>
    </>
  );
}
