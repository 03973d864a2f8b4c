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
import { ecommerceQueries } from '../api/queries';
import type { CustomerDetail } from '../api/types';
import { CustomerAddressTab } from '../components/customer-address-tab';
import { CustomerNotificationsTab } from '../components/customer-notifications-tab';
import { CustomerOverviewTab } from '../components/customer-overview-tab';
import { CustomerProfileCard } from '../components/customer-profile-card';
import { CustomerSecurityTab } from '../components/customer-security-tab';
import { NotFoundCard } from '@/components/not-found-card';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';

const tabs = ['overview', 'security', 'address', 'notifications'] as const;

export function Component() {
  const { t } = useTranslation('ecommerce');
  const { id = '' } = useParams();
  const query = useQuery(ecommerceQueries.customer(id));
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <NotFoundCard
        title={t('notFound.customer')}
        body={t('notFound.customerBody', { id })}
        backTo={href('apps-ecommerce-customer-list')}
        backLabel={t('customers.back')}
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
      // Same columns and heights as the loaded profile card and tab panel.
      <Grid container spacing={3} aria-busy>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Skeleton variant="rounded" height={458} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Skeleton variant="rounded" sx={{ blockSize: { xs: 591, sm: 322 } }} />
        </Grid>
      </Grid>
    );
  return <CustomerDetails customer={query.data} />;
}

function CustomerDetails({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('ecommerce');
  const [tab, setTab] = useUrlTab(tabs);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <CustomerProfileCard customer={customer} />
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <UrlTabs
          tabs={tabs}
          value={tab}
          onChange={setTab}
          label={t('customers.tabsLabel')}
          labelOf={(k) => t(`customers.tabs.${k}`)}
        />
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'overview' && <CustomerOverviewTab customer={customer} />}
          {tab === 'security' && <CustomerSecurityTab />}
          {tab === 'address' && <CustomerAddressTab customer={customer} />}
          {tab === 'notifications' && <CustomerNotificationsTab />}
        </Box>
      </Grid>
    </Grid>
  );
}
