import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TwoStepsForm } from '../components/two-steps-form';
import { type AuthScreenProps, authLinks } from './auth-screen';

export function TwoStepsScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation('auth-pages');
  return (
    <Layout
      title={t('twoSteps.title')}
      subtitle={
        // The masked number keeps its left-to-right order inside Arabic text.
        <Trans
          t={t}
          i18nKey="twoSteps.subtitle"
          components={{ n: <Box component="bdi" dir="ltr" sx={{ fontWeight: 600, color: 'text.primary' }} /> }}
        />
      }
    >
      <TwoStepsForm loginPage={authLinks(variant).login} />
      <Link component={RouterLink} to={authLinks(variant).login} sx={{ justifySelf: 'center' }}>
        {t('backToLogin')}
      </Link>
    </Layout>
  );
}
