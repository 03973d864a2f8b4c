import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { homePath } from '@/lib/auth/return-path';
import { useAbility } from '@/lib/casl/can';
import { RegisterForm } from '../components/register-form';
import { type AuthScreenProps, authLinks } from './auth-screen';

/** Signed up is signed in: the new client goes to their home, as after a sign-in. */
export function RegisterScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  return (
    <Layout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm
        onRegistered={() =>
          navigate(
            homePath((a, s) => ability.can(a, s)),
            { replace: true },
          )
        }
      />
      <Typography sx={{ textAlign: 'center' }}>
        {t('auth.register.haveAccount')}{' '}
        <Link component={RouterLink} to={authLinks(variant).login}>
          {t('auth.register.signIn')}
        </Link>
      </Typography>
    </Layout>
  );
}
