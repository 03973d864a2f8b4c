import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '@/lib/auth/session';
import { twoStepQuery } from '@/lib/two-step';
import { TwoStepDisableDialog } from './two-step-disable-dialog';
import { TwoStepEnableDialog } from './two-step-enable-dialog';

/**
 * Two-step sign-in for the signed-in account, read from and kept by the API (docs/decisions.md, "Account steps"):
 * on with a code sent to the account's address, off with the account's password.
 */
export function TwoStepCard() {
  const { t } = useTranslation('two-step');
  const state = useQuery(twoStepQuery);
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const email = session.user()?.email ?? '';
  const enabled = state.data?.enabled === true;
  return (
    <Card>
      <CardHeader
        title={t('title')}
        subheader={t('subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2, justifyItems: 'start' }}>
        {state.isPending ? (
          <Stack aria-busy="true" aria-label={t('loading')} sx={{ width: '100%', gap: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="90%" />
            <Skeleton variant="rounded" width={220} height={40} />
          </Stack>
        ) : state.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void state.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        ) : (
          <>
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {enabled ? t('enabled', { email }) : t('disabled')}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('body')}
            </Typography>
            {enabled ? (
              <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
                {t('disable')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => setDialog('enable')}>
                {t('enable')}
              </Button>
            )}
          </>
        )}
      </CardContent>
      {dialog === 'enable' && <TwoStepEnableDialog email={email} onClose={() => setDialog(null)} />}
      {dialog === 'disable' && <TwoStepDisableDialog onClose={() => setDialog(null)} />}
    </Card>
  );
}
