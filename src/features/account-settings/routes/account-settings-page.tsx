import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/data-table/table-states';
import { accountSettingsQuery } from '../api/session-store';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/paths';
import { isAccountTab } from '../api/tabs';
import { AccountSettingsTabs } from '../components/account-settings-tabs';
import { AccountTabPanel } from '../components/account/account-tab-panel';
import { BillingTabPanel } from '../components/billing/billing-tab-panel';
import { ConnectionsTabPanel } from '../components/connections/connections-tab-panel';
import { NotificationsTabPanel } from '../components/notifications/notifications-tab-panel';
import { SecurityTabPanel } from '../components/security/security-tab-panel';

const panels = {
  account: AccountTabPanel,
  security: SecurityTabPanel,
  'billing-plans': BillingTabPanel,
  notifications: NotificationsTabPanel,
  connections: ConnectionsTabPanel,
};

/** An unknown tab (an old or mistyped link) replaces itself with the account tab (docs/decisions.md). */
export function Component() {
  const { tab } = useParams();
  if (!isAccountTab(tab)) return <Navigate replace to={href('pages-account-settings-tab', { tab: 'account' })} />;
  return <AccountSettings tab={tab} />;
}

function AccountSettings({ tab }: { tab: keyof typeof panels }) {
  const { t } = useTranslation('account-settings');
  const saved = useQuery(accountSettingsQuery);
  const Panel = panels[tab];
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <AccountSettingsTabs value={tab} />
      <Box
        role="tabpanel"
        id={`account-panel-${tab}`}
        aria-labelledby={`account-tab-${tab}`}
        sx={{ display: 'grid', gap: 3 }}
      >
        {saved.isError ? (
          <Card>
            <ErrorState onRetry={() => void saved.refetch()} />
          </Card>
        ) : saved.data ? (
          <Panel />
        ) : (
          <Skeleton variant="rounded" height={480} aria-busy="true" />
        )}
      </Box>
    </>
  );
}
