import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { ScrollToTop } from '@/components/scroll-to-top';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { usePrerenderTakeover } from './use-prerender-takeover';

export function Component() {
  usePrerenderTakeover();
  return (
    <Box sx={{ minBlockSize: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LandingHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <LandingFooter />
      <ScrollToTop />
    </Box>
  );
}
