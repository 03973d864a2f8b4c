import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { session } from '@/lib/auth/session';

/** The example address shown to a visitor; a signed-in reader sees their own. */
const sampleEmail = 'hello@okoume.example';

/** After sign-up: where the activation link went, a way on, and a resend that says the demo sends nothing. */
export function VerifyEmailPanel() {
  const { t } = useTranslation('auth-pages');
  const [resent, setResent] = useState(false);
  const email = session.user()?.email ?? sampleEmail;
  return (
    <>
      {resent && <Alert severity="info">{t('verify.demoNotice', { email })}</Alert>}
      <Typography color="text.secondary">
        <Trans
          t={t}
          i18nKey="verify.body"
          values={{ email }}
          components={{ b: <Typography component="strong" color="text.primary" sx={{ fontWeight: 600 }} /> }}
        />
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label={t('verify.formLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          setResent(true);
        }}
      >
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {t('verify.skip')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('verify.noMail')}{' '}
          <Button type="submit" variant="text" sx={{ p: 0, minInlineSize: 0, verticalAlign: 'baseline' }}>
            {t('verify.resend')}
          </Button>
        </Typography>
      </Stack>
    </>
  );
}
