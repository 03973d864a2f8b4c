import Alert from '@mui/material/Alert';
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
  const { t } = useTranslation('account-settings');
  const { tab } = useParams();
  if (!isAccountTab(tab)) return <Navigate replace to={href('pages-account-settings-tab', { tab: 'account' })} />;
  const Panel = panels[tab];
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('sessionNotice')}
      </Alert>
      <AccountSettingsTabs value={tab} />
      <Box
        role="tabpanel"
        id={`account-panel-${tab}`}
        aria-labelledby={`account-tab-${tab}`}
        sx={{ display: 'grid', gap: 3 }}
      >
        <Panel />
      </Box>
    </>
  );
}
