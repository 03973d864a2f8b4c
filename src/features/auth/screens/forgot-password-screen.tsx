import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { type AuthScreenProps, authLinks } from './auth-screen';

export function ForgotPasswordScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation();
  const links = authLinks(variant);
  return (
    <Layout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <ForgotPasswordForm resetPage={links.reset} />
      <Link component={RouterLink} to={links.login} sx={{ justifySelf: 'center' }}>
        {t('auth.forgot.back')}
      </Link>
    </Layout>
  );
}
