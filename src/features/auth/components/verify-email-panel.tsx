import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { session } from '@/lib/auth/session';
import { limitMessageOf } from '@/lib/form-errors';
import type { StepAnswer } from '@/components/form/demo-code-notice';
import { useSendCode, useVerifyEmail } from '../api/account-steps';
import { DemoCodeNotice } from '@/components/form/demo-code-notice';

/** The example address shown to a visitor; a signed-in reader sees their own. */
const sampleEmail = 'hello@okoume.example';

/**
 * After sign-up: the link in the e-mail opens this page with its token, which confirms the address (signed in or
 * not); a signed-in reader can ask for a new link (e-mailed, or in the server's log; shown here in the static demo).
 */
export function VerifyEmailPanel({ token, page }: { token: string | null; page: string }) {
  const { t } = useTranslation(['auth-pages', 'common']);
  const email = session.user()?.email;
  const send = useSendCode('verify-email');
  const verify = useVerifyEmail();
  const [sent, setSent] = useState<StepAnswer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { mutate } = verify;
  // A token is single use: checked once, even when an effect runs twice (development's strict mode).
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || checked.current === token) return;
    checked.current = token;
    mutate(token);
  }, [token, mutate]);
  const resend = () => {
    if (!email) return setNotice(t('verify.signInFirst'));
    setNotice(null);
    send.mutate(undefined, {
      onSuccess: setSent,
      onError: (error) => setNotice(limitMessageOf(error) ?? t('common:auth.stepFailed')),
    });
  };
  return (
    <>
      {verify.isPending && <Alert severity="info">{t('verify.checking')}</Alert>}
      {verify.isSuccess && <Alert severity="success">{t('verify.verified')}</Alert>}
      {verify.isError && <Alert severity="error">{t('verify.badToken')}</Alert>}
      {sent && <Alert severity="success">{sent.message}</Alert>}
      {sent?.demo && <DemoCodeNotice shown={sent.demo} page={page} />}
      {notice && <Alert severity="info">{notice}</Alert>}
      <Typography color="textSecondary">
        <Trans
          t={t}
          i18nKey="verify.body"
          values={{ email: email ?? sampleEmail }}
          components={{ b: <Typography component="strong" color="textPrimary" sx={{ fontWeight: 600 }} /> }}
        />
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label={t('verify.formLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          resend();
        }}
      >
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {t('verify.skip')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('verify.noMail')}{' '}
          <Button
            type="submit"
            variant="text"
            loading={send.isPending}
            sx={{ p: 0, minInlineSize: 0, verticalAlign: 'baseline' }}
          >
            {t('verify.resend')}
          </Button>
        </Typography>
      </Stack>
    </>
  );
}
