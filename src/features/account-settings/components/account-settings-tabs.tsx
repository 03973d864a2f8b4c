import Bookmark from '@mui/icons-material/BookmarkBorderOutlined';
import Link from '@mui/icons-material/LinkOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import Notifications from '@mui/icons-material/NotificationsNoneOutlined';
import Person from '@mui/icons-material/PersonOutlineOutlined';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '@/config/paths';
import { type AccountTab, accountTabs, tabKey } from '../api/tabs';

const icons = {
  account: Person,
  security: Lock,
  'billing-plans': Bookmark,
  notifications: Notifications,
  connections: Link,
};

/** The tab is the URL segment, so each tab is a link: a reload, Back or a shared link opens the same tab. */
export function AccountSettingsTabs({ value }: { value: AccountTab }) {
  const { t } = useTranslation('account-settings');
  return (
    <Tabs
      value={value}
      aria-label={t('tabs.label')}
      variant="scrollable"
      sx={{ mb: 3, '& .MuiTab-root': { textTransform: 'none', fontWeight: 600, minBlockSize: 48 } }}
    >
      {accountTabs.map((tab) => {
        const Icon = icons[tab];
        return (
          <Tab
            key={tab}
            value={tab}
            component={RouterLink}
            to={href('pages-account-settings-tab', { tab })}
            icon={<Icon fontSize="small" aria-hidden />}
            iconPosition="start"
            label={t(`tabs.${tabKey(tab)}`)}
            id={`account-tab-${tab}`}
            aria-controls={`account-panel-${tab}`}
          />
        );
      })}
    </Tabs>
  );
}
