import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/data-table/table-states';
import { href } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usersQueries } from '../api/queries';
import type { UserDetail } from '../api/types';
import { NotFoundCard } from '@/components/not-found-card';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { UserBillingTab } from '../components/user-billing-tab';
import { UserOverviewTab } from '../components/user-overview-tab';
import { UserProfileCard } from '../components/user-profile-card';
import { UserSecurityTab } from '../components/user-security-tab';

const tabs = ['overview', 'security', 'billing'] as const;

export function Component() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const query = useQuery(usersQueries.detail(id));
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <NotFoundCard
        title={t('notFound.title')}
        body={t('notFound.body', { id })}
        backTo={href('apps-user-list')}
        backLabel={t('notFound.back')}
      />
    );
  if (query.isError)
    return (
      <Card>
        <ErrorState onRetry={() => void query.refetch()} />
      </Card>
    );
  if (query.isPending)
    return (
      <Grid container spacing={3} aria-busy>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Skeleton variant="rounded" height={640} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
      </Grid>
    );
  return <UserView user={query.data} />;
}

function UserView({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const [tab, setTab] = useUrlTab(tabs);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <UserProfileCard user={user} />
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <UrlTabs
          tabs={tabs}
          value={tab}
          onChange={setTab}
          label={t('view.tabsLabel')}
          labelOf={(k) => t(`view.tabs.${k}`)}
        />
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'overview' && <UserOverviewTab user={user} />}
          {tab === 'security' && <UserSecurityTab />}
          {tab === 'billing' && <UserBillingTab user={user} />}
        </Box>
      </Grid>
    </Grid>
  );
}
