import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecaptchaErrorKey } from '../recaptcha/recaptcha-loader';
import { type RecaptchaHandle, RecaptchaWidget } from '../recaptcha/recaptcha-widget';

interface Props {
  siteKey: string;
  language: string;
  error?: string;
  ref?: Ref<RecaptchaHandle>;
  onChange: (token: string) => void;
}

/** The captcha with its state: solved, expired (the token is cleared) or failed (docs/spec.md §8 message). */
export function CaptchaField({ siteKey, language, error, ref, onChange }: Props) {
  const { t } = useTranslation('marketing');
  const [status, setStatus] = useState<'idle' | 'expired' | RecaptchaErrorKey>('idle');
  const message =
    error ??
    (status === 'expired'
      ? t('contact.captcha.expired')
      : status !== 'idle'
        ? t(`contact.captcha.errors.${status}`)
        : undefined);
  return (
    <Box
      role="group"
      aria-labelledby="contact-captcha-label"
      aria-describedby={message ? 'contact-captcha-error' : undefined}
    >
      <Typography id="contact-captcha-label" variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('contact.captcha.label')}
      </Typography>
      <RecaptchaWidget
        ref={ref}
        siteKey={siteKey}
        language={language}
        onVerify={(token) => {
          setStatus('idle');
          onChange(token);
        }}
        onExpired={() => {
          setStatus('expired');
          onChange('');
        }}
        onError={(key) => setStatus(key)}
      />
      {message && (
        <FormHelperText id="contact-captcha-error" error>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
