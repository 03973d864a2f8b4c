import Groups from '@mui/icons-material/GroupsOutlined';
import Link2 from '@mui/icons-material/LinkOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import ViewModule from '@mui/icons-material/ViewModuleOutlined';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { pageTabs, type PageTab } from '../api/page-tabs';

const icons = { profile: Person, teams: Groups, projects: ViewModule, connections: Link2 } satisfies Record<
  PageTab,
  unknown
>;

/** Each tab is a link to its address, so a reload, Back and a shared link open the same tab. */
export function ProfileTabs({ value }: { value: PageTab }) {
  const { t } = useTranslation('profile');
  return (
    <Tabs
      value={value}
      aria-label={t('tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{
        mb: 3,
        '& .MuiTab-root': { textTransform: 'none', fontWeight: 600, minBlockSize: 48, px: { xs: 1.5, sm: 2 } },
        '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
      }}
    >
      {pageTabs.map((tab) => {
        const Icon = icons[tab];
        return (
          <Tab
            key={tab}
            value={tab}
            label={t(`tabs.${tab}`)}
            icon={<Icon aria-hidden fontSize="small" />}
            iconPosition="start"
            component={Link}
            to={href('pages-user-profile-tab', { tab })}
            preventScrollReset
            id={`profile-tab-${tab}`}
            aria-controls="profile-tabpanel"
          />
        );
      })}
    </Tabs>
  );
}
