import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResetPasswordForm } from '../components/reset-password-form';
import { type AuthScreenProps, authLinks } from './auth-screen';

export function ResetPasswordScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation('auth-pages');
  return (
    <Layout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm />
      <Link component={RouterLink} to={authLinks(variant).login} sx={{ justifySelf: 'center' }}>
        {t('backToLogin')}
      </Link>
    </Layout>
  );
}
