import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorIllustration } from './error-illustration';
import { CentredPage } from './centred-page';

type Kind = 'notFound' | 'notAuthorized' | 'serverError';

const codes: Record<Kind, string> = { notFound: '404', notAuthorized: '401', serverError: '500' };

/** Full-page error used by 404, 401 and 500 screens and by route error boundaries. */
export function ErrorScreen({ kind, onRetry }: { kind: Kind; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <CentredPage>
      <Typography variant="h1" sx={{ fontSize: { xs: '4rem', md: '6rem' }, lineHeight: 1 }}>
        {codes[kind]}
      </Typography>
      <Typography variant="h4" component="h2">
        {t(`errors.${kind}.title`)}
      </Typography>
      <Typography color="textSecondary" sx={{ maxInlineSize: 480 }}>
        {t(`errors.${kind}.body`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
        <Button variant={onRetry ? 'outlined' : 'contained'} component={Link} to="/">
          {t('actions.backHome')}
        </Button>
      </Box>
      <ErrorIllustration kind={kind} />
    </CentredPage>
  );
}
