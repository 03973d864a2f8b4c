import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '../api/types';
import { UserActivityCard } from './user-activity-card';
import { UserInvoicesCard } from './user-invoices-card';
import { UserProjectsCard } from './user-projects-card';

/** The user's facts, their projects with progress, their latest activity and the invoices they issued (docs/users.md). */
export function UserOverviewTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const facts: Array<[string, string]> = [
    [t('fields.company'), user.company || t('view.none')],
    [t('fields.country'), user.country || t('view.none')],
    [t('fields.language'), t(`languages.${user.language}`, { defaultValue: user.language })],
    [t('fields.plan'), t(`plans.${user.currentPlan}`)],
  ];
  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader title={t('overview.about')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {facts.map(([k, v]) => (
              <div key={k}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {k}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                  {v}
                </Typography>
              </div>
            ))}
          </Box>
        </CardContent>
      </Card>
      <UserProjectsCard user={user} />
      <UserActivityCard userId={user.id} />
      <UserInvoicesCard userId={user.id} />
    </Stack>
  );
}
