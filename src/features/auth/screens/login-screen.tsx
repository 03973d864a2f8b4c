import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { homePath, safeReturnPath } from '@/lib/auth/return-path';
import { useAbility } from '@/lib/casl/can';
import { LoginForm } from '../components/login-form';
import { type AuthScreenProps, authLinks } from './auth-screen';

/** /login and its two template variants: the real sign-in, then the page asked for or the user's home. */
export function LoginScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ability = useAbility();
  const links = authLinks(variant);
  return (
    <Layout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Alert severity="info" variant="outlined">
        <Trans i18nKey="auth.login.demoHint" components={{ b: <strong /> }} />
      </Alert>
      <LoginForm
        // The ability holds the new rules by now (session.signIn runs in the mutation's onSuccess).
        onSignedIn={() =>
          navigate(safeReturnPath(params.get('to')) ?? homePath((a, s) => ability.can(a, s)), { replace: true })
        }
      />
      <Typography sx={{ textAlign: 'center' }}>
        {t('auth.login.noAccount')}{' '}
        <Link component={RouterLink} to={links.register}>
          {t('auth.login.createAccount')}
        </Link>
      </Typography>
      <Link component={RouterLink} to={links.forgot} sx={{ justifySelf: 'center' }}>
        {t('auth.login.forgot')}
      </Link>
    </Layout>
  );
}
