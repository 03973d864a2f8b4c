import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RegisterForm } from '../components/register-form';
import { type AuthScreenProps, authLinks } from './auth-screen';

export function RegisterScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation();
  return (
    <Layout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm />
      <Typography sx={{ textAlign: 'center' }}>
        {t('auth.register.haveAccount')}{' '}
        <Link component={RouterLink} to={authLinks(variant).login}>
          {t('auth.register.signIn')}
        </Link>
      </Typography>
    </Layout>
  );
}
