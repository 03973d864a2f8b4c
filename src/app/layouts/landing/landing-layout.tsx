import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

export function Component() {
  return (
    <Box sx={{ minBlockSize: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LandingHeader />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <LandingFooter />
    </Box>
  );
}
