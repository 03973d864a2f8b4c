import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, useCodeForm } from '@/components/form/code-field';
import { DemoCodeNotice, type StepAnswer } from '@/components/form/demo-code-notice';
import { fieldErrorsOf } from '@/lib/api-client';
import { limitMessageOf } from '@/lib/form-errors';
import { type CodeAsked, useResendSignInCode, useSignInCode } from '../api/login';

interface Props {
  asked: CodeAsked;
  remember: boolean;
  onSignedIn: () => void;
  /** Back to the password step (a new sign-in sends a new code). */
  onBack: () => void;
}

/** The ticket was used, replaced or is older than 10 minutes: only a new sign-in helps. */
const ticketGone = (error: unknown) => Boolean(fieldErrorsOf(error)?.ticket);

/**
 * The code step of a sign-in with two-step on (docs/security.md, "Two-step sign-in"): the password was right, a code
 * was sent (shown here in the static demo); the ticket and the right code open the session. Wrong codes count.
 */
export function SignInCodeStep({ asked, remember, onSignedIn, onBack }: Props) {
  const { t } = useTranslation(['auth-pages', 'common']);
  const verify = useSignInCode();
  const resend = useResendSignInCode();
  const [sent, setSent] = useState<StepAnswer>(asked);
  const [problem, setProblem] = useState<string | null>(null);
  const { form, triesLeft, refused } = useCodeForm();
  const { control, handleSubmit, clearErrors, formState } = form;
  const fail = (error: unknown) => {
    if (refused(error)) return;
    setProblem(ticketGone(error) ? 'twoSteps.badTicket' : (limitMessageOf(error) ?? 'common:auth.stepFailed'));
  };
  const onSubmit = handleSubmit(async ({ code }) => {
    setProblem(null);
    await verify.mutateAsync({ ticket: asked.ticket, code, remember }).then(onSignedIn, fail);
  });
  const askAgain = () => {
    setProblem(null);
    resend.mutateAsync(asked.ticket).then((answer) => {
      setSent(answer);
      clearErrors();
    }, fail);
  };
  return (
    <>
      <Alert severity="success" role="status">
        {sent.message}
      </Alert>
      {sent.demo && <DemoCodeNotice shown={sent.demo} />}
      {problem && <Alert severity="error">{t(problem as 'twoSteps.badTicket', { defaultValue: problem })}</Alert>}
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        <CodeField control={control} label={t('twoSteps.codeLabel')} triesLeft={triesLeft} />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('twoSteps.signInSubmit')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="text" onClick={onBack}>
          {t('twoSteps.backToSignIn')}
        </Button>
        <Button variant="text" loading={resend.isPending} onClick={askAgain}>
          {t('twoSteps.resend')}
        </Button>
      </Stack>
    </>
  );
}
