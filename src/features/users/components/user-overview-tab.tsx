import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FactsList } from '@/components/facts-list';
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
          <FactsList facts={facts} sx={{ gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} />
        </CardContent>
      </Card>
      <UserProjectsCard user={user} />
      <UserActivityCard userId={user.id} />
      <UserInvoicesCard userId={user.id} />
    </Stack>
  );
}
