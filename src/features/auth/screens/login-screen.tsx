import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { homePath, safeReturnPath } from '@/lib/auth/return-path';
import { useAbility } from '@/lib/casl/can';
import type { CodeAsked } from '../api/login';
import { LoginForm } from '../components/login-form';
import { SignInCodeStep } from '../components/sign-in-code-step';
import { type AuthScreenProps, authLinks } from './auth-screen';

/**
 * /login and its two template variants: the real sign-in, then the page asked for or the user's home. An account
 * with two-step sign-in is asked for its code first, on the same page (the return path stays in the address).
 */
export function LoginScreen({ Layout, variant }: AuthScreenProps) {
  const { t } = useTranslation(['common', 'auth-pages']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ability = useAbility();
  const [codeStep, setCodeStep] = useState<{ asked: CodeAsked; remember: boolean } | null>(null);
  const links = authLinks(variant);
  // The ability holds the new rules by now (session.signIn runs in the mutation's onSuccess).
  const land = () =>
    navigate(safeReturnPath(params.get('to')) ?? homePath((a, s) => ability.can(a, s)), { replace: true });
  if (codeStep) {
    return (
      <Layout title={t('auth-pages:twoSteps.title')} subtitle={t('auth-pages:twoSteps.signInSubtitle')}>
        <SignInCodeStep {...codeStep} onSignedIn={land} onBack={() => setCodeStep(null)} />
      </Layout>
    );
  }
  return (
    <Layout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Alert severity="info" variant="outlined">
        <Trans i18nKey="auth.login.demoHint" components={{ b: <strong /> }} />
      </Alert>
      <LoginForm onSignedIn={land} onCodeAsked={(asked, remember) => setCodeStep({ asked, remember })} />
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
