import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../components/reset-password-form';
import { type AuthScreenProps, authLinks } from './auth-screen';

export function ResetPasswordScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation('auth-pages');
  const [params] = useSearchParams();
  const links = authLinks(variant);
  return (
    <Layout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm token={params.get('token')} links={links} />
      <Link component={RouterLink} to={links.login} sx={{ justifySelf: 'center' }}>
        {t('backToLogin')}
      </Link>
    </Layout>
  );
}
