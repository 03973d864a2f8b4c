import AccountCircle from '@mui/icons-material/AccountCircleOutlined';
import Badge from '@mui/icons-material/BadgeOutlined';
import CreditCard from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWizard } from '@/components/wizard/use-wizard';
import { WizardShell } from '@/components/wizard/wizard-shell';
import { routes } from '@/config/paths';
import { useRegister } from '../api/account-steps';
import {
  type MultiStepsValues,
  multiStepsDefaults,
  multiStepsSchema,
  multiStepsSteps,
} from '../api/multi-steps-schema';
import { AuthCornerTools, AuthHeading } from '../components/auth-card-layout';
import { AccountStep } from '../components/multi-steps/account-step';
import { BillingStep } from '../components/multi-steps/billing-step';
import { MultiStepsDone } from '../components/multi-steps/multi-steps-done';
import { PersonalStep } from '../components/multi-steps/personal-step';

const icons = [<AccountCircle key="account" />, <Badge key="personal" />, <CreditCard key="billing" />];

/**
 * `/pages/authentication/register-multi-steps`: the wizards' shell over account → personal info → plan, the step
 * in the URL, what was typed kept going back (never the passwords), ending with the sign-up call; the new client is
 * then signed in (docs/decisions.md, "Account steps").
 */
export function Component() {
  const { t } = useTranslation(['auth-pages', 'common']);
  const register = useRegister();
  const { form, saved, shell } = useWizard({
    name: 'register-multi-steps',
    steps: multiStepsSteps,
    schema: multiStepsSchema,
    defaults: multiStepsDefaults,
    secrets: ['password', 'confirm'],
    save: async (values: MultiStepsValues) => {
      const fullName = `${values.firstName} ${values.lastName}`;
      const { username, email, password, plan } = values;
      await register.mutateAsync({ username, email, password, terms: true, fullName, plan });
      return { fullName, email: email.trim().toLowerCase() };
    },
  });
  const steps = multiStepsSteps.map((step, index) => ({
    id: step.id,
    label: t(`multiSteps.steps.${step.id as 'account'}`),
    caption: t(`multiSteps.captions.${step.id as 'account'}`),
    icon: icons[index],
  }));
  return (
    <Box component="main" sx={{ minBlockSize: '100dvh', p: { xs: 2, sm: 4 }, pt: { xs: 9, sm: 6 } }}>
      <AuthCornerTools />
      <Box sx={{ maxInlineSize: 960, mx: 'auto', display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <AuthHeading title={t('multiSteps.title')} subtitle={t('multiSteps.subtitle')} centred={false} />
        </Box>
        {saved ? (
          <MultiStepsDone account={saved} headingRef={shell.headingRef} />
        ) : (
          <WizardShell
            {...shell}
            title={t('multiSteps.title')}
            steps={steps}
            submitLabel={t('common:auth.register.submit')}
          >
            {shell.active === 0 && <AccountStep form={form} />}
            {shell.active === 1 && <PersonalStep form={form} />}
            {shell.active === 2 && <BillingStep form={form} />}
          </WizardShell>
        )}
        <Typography sx={{ textAlign: 'center' }}>
          {t('common:auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to={routes['pages-authentication-login-v1']}>
            {t('common:auth.register.signIn')}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
