import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The static demo answers what the server would e-mail (docs/decisions.md, "Account steps"). */
export interface ShownCode {
  link?: string;
  code?: string;
}

/** A step's answer: a message in the reader's language, and in the static demo the link or code it sent. */
export interface StepAnswer {
  message: string;
  demo?: ShownCode;
}

/**
 * The static demo's stand-in for the e-mail: its API runs in this browser and can send none, so it answers the
 * link or code and the page shows it, saying why (docs/decisions.md, "Account steps"). The link opens `page`,
 * the screen's own variant, with the link's token.
 */
export function DemoCodeNotice({ shown, page = '' }: { shown: ShownCode; page?: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" variant="outlined" role="status">
      <AlertTitle>{t('auth.demo.title')}</AlertTitle>
      {shown.code !== undefined ? (
        <>
          {t('auth.demo.code')}{' '}
          <Box
            component="bdi"
            dir="ltr"
            data-testid="demo-code"
            sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1.1em', letterSpacing: '0.2em' }}
          >
            {shown.code}
          </Box>
        </>
      ) : (
        <>
          {t('auth.demo.link')}{' '}
          <Link component={RouterLink} to={`${page}${new URL(shown.link ?? '', 'http://x').search}`}>
            {t('auth.demo.open')}
          </Link>
        </>
      )}
    </Alert>
  );
}
