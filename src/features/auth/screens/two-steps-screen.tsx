import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TwoStepsForm } from '../components/two-steps-form';
import { type AuthScreenProps, authLinks } from './auth-screen';

export function TwoStepsScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation('auth-pages');
  return (
    <Layout title={t('twoSteps.title')} subtitle={t('twoSteps.subtitle')}>
      <TwoStepsForm />
      <Link component={RouterLink} to={authLinks(variant).login} sx={{ justifySelf: 'center' }}>
        {t('backToLogin')}
      </Link>
    </Layout>
  );
}
