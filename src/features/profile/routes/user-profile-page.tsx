import Box from '@mui/material/Box';
import { Navigate, useParams } from 'react-router';
import { href } from '@/config/paths';
import { isPageTab } from '../api/page-tabs';
import { HeaderSection } from '../components/header-section';
import { ProfileTabs } from '../components/profile-tabs';
import { TabContent } from '../components/tab-content';

/** /pages/user-profile/:tab: the header, then the tab named in the address (an unknown one opens Profile). */
export function Component() {
  const { tab } = useParams();
  if (!isPageTab(tab)) return <Navigate to={href('pages-user-profile-tab', { tab: 'profile' })} replace />;
  return (
    <>
      <HeaderSection />
      <ProfileTabs value={tab} />
      <Box role="tabpanel" id="profile-tabpanel" aria-labelledby={`profile-tab-${tab}`}>
        <TabContent tab={tab} />
      </Box>
    </>
  );
}
