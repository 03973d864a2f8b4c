import Box from '@mui/material/Box';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { href } from '@/config/paths';
import { isPageTab } from '../api/page-tabs';
import { HeaderSection } from '../components/header-section';
import { ProfileTabs } from '../components/profile-tabs';
import { TabContent, type ConnectToggles } from '../components/tab-content';

/** /pages/user-profile/:tab: the header, then the tab named in the address (an unknown one opens Profile). */
export function Component() {
  const { tab } = useParams();
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const toggles: ConnectToggles = {
    isConnected: (name, initial) => changed[name] ?? initial,
    toggle: (name, initial) => setChanged((prev) => ({ ...prev, [name]: !(prev[name] ?? initial) })),
  };
  if (!isPageTab(tab)) return <Navigate to={href('pages-user-profile-tab', { tab: 'profile' })} replace />;
  return (
    <>
      <HeaderSection />
      <ProfileTabs value={tab} />
      <Box role="tabpanel" id="profile-tabpanel" aria-labelledby={`profile-tab-${tab}`}>
        <TabContent tab={tab} toggles={toggles} />
      </Box>
    </>
  );
}
