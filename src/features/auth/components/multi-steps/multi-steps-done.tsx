import CheckCircle from '@mui/icons-material/CheckCircleRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { homePath } from '@/lib/auth/return-path';
import { useAbility } from '@/lib/casl/can';
import { useKeptPlan } from '../../api/account-steps';

interface Props {
  account: { fullName: string; email: string };
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The plan as the server kept it with the account (not as typed), so the reader sees it was stored. */
function KeptPlan() {
  const { t } = useTranslation('auth-pages');
  const kept = useKeptPlan();
  return (
    <Typography role="status" sx={{ mt: 1, mb: 3, fontWeight: 600, minBlockSize: 24 }}>
      {kept.isPending ? (
        <Skeleton sx={{ mx: 'auto', inlineSize: 200 }} />
      ) : kept.isError ? (
        <>
          {t('multiSteps.done.planError')}{' '}
          <Button size="small" onClick={() => void kept.refetch()}>
            {t('multiSteps.done.retry')}
          </Button>
        </>
      ) : kept.data ? (
        t('multiSteps.done.plan', { plan: t(`multiSteps.plans.${kept.data as 'basic'}`) })
      ) : null}
    </Typography>
  );
}

/** After the multi-step sign-up: the account exists and is signed in; the way to the client's home. */
export function MultiStepsDone({ account, headingRef }: Props) {
  const { t } = useTranslation('auth-pages');
  const ability = useAbility();
  return (
    <Card component="section" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <CheckCircle aria-hidden color="success" sx={{ fontSize: 64, mb: 1 }} />
      <Typography variant="h4" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {t('multiSteps.done.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        {t('multiSteps.done.message', { name: account.fullName, email: account.email })}
      </Typography>
      <KeptPlan />
      <Button component={RouterLink} to={homePath((a, s) => ability.can(a, s))} variant="contained">
        {t('multiSteps.done.go')}
      </Button>
    </Card>
  );
}
