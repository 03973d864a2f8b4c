import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingBar } from '@/components/loading-bar/loading-bar';
import { ScrollToTop } from '@/components/scroll-to-top';
import { usePreferences } from '@/lib/preferences/preferences-store';
import { layout } from '@/theme/tokens';
import { LayoutFooter } from './layout-footer';
import { Navbar } from './navbar';
import { VerticalNav } from './vertical-nav';

export function Component() {
  const overlay = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { contentWidth } = usePreferences();
  const navigationState = useNavigation();
  return (
    <Box sx={{ display: 'flex', minBlockSize: '100dvh', bgcolor: 'background.default' }}>
      <LoadingBar active={navigationState.state === 'loading'} />
      <VerticalNav overlay={overlay} mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
      <Box sx={{ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar overlay={overlay} onOpenNav={() => setMobileOpen(true)} />
        <Container
          component="main"
          id="main"
          maxWidth={false}
          sx={{ flex: 1, py: 3, maxInlineSize: contentWidth === 'boxed' ? layout.boxedMaxWidth : 'none' }}
        >
          <Outlet />
        </Container>
        <LayoutFooter />
      </Box>
      <ScrollToTop />
    </Box>
  );
}
