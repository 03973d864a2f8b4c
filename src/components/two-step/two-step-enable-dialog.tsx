import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, useCodeForm } from '@/components/form/code-field';
import { DemoCodeNotice, type StepAnswer } from '@/components/form/demo-code-notice';
import { FormDialog } from '@/components/form/form-dialog';
import { limitMessageOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSendTwoStepCode, useSetTwoStep } from '@/lib/two-step';

/**
 * Turning two-step sign-in on: a code is sent to the account's address (shown here in the static demo), and only
 * the right code turns it on, so nobody locks themselves out with an address that gets no mail.
 */
export function TwoStepEnableDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation(['two-step', 'auth-pages']);
  const send = useSendTwoStepCode();
  const enable = useSetTwoStep();
  const [sent, setSent] = useState<StepAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, triesLeft, refused } = useCodeForm();
  const { control, handleSubmit, clearErrors } = form;
  const fail = (error: unknown) => {
    if (refused(error)) return;
    setFailure(limitMessageOf(error) ?? t('failed'));
  };
  const askCode = () => {
    setFailure(null);
    send.mutateAsync().then((answer) => {
      setSent(answer);
      clearErrors();
    }, fail);
  };
  const confirm = handleSubmit(async ({ code }) => {
    setFailure(null);
    await enable.mutateAsync({ code }).then(() => {
      toast(t('turnedOn'), { variant: 'success' });
      onClose();
    }, fail);
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('dialogTitle')}
      onSubmit={
        sent
          ? confirm
          : async (event) => {
              event.preventDefault();
              askCode();
            }
      }
      failure={failure}
      cancelLabel={t('cancel')}
      submitLabel={t(sent ? 'confirm' : 'send')}
      pending={sent ? enable.isPending : send.isPending}
    >
      <Typography>{t('dialogBody', { email })}</Typography>
      {sent && (
        <>
          <Alert severity="success" role="status">
            {sent.message}
          </Alert>
          {sent.demo && <DemoCodeNotice shown={sent.demo} />}
          <CodeField control={control} label={t('codeLabel')} triesLeft={triesLeft} />
          <Button variant="text" loading={send.isPending} onClick={askCode} sx={{ alignSelf: 'flex-start' }}>
            {t('auth-pages:twoSteps.resend')}
          </Button>
        </>
      )}
    </FormDialog>
  );
}
