import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useDeferredValue, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Customizer } from '@/components/customizer/customizer';
import { LoadingBar } from '@/components/loading-bar/loading-bar';
import { ScrollToTop } from '@/components/scroll-to-top';
import { usePreferences } from '@/lib/preferences/preferences-store';
import { layout } from '@/theme/tokens';
import { LayoutFooter } from './layout-footer';
import { Navbar } from './navbar';
import { VerticalNav } from './vertical-nav';

/** Back-office layout: vertical (optionally collapsed) or horizontal menu; below lg an overlay drawer. */
export function Component() {
  const overlay = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  // Stable, so the memoised menu and navbar skip the layout's renders: the router renders the layout again on every
  // change of the address, a list's search keystroke included.
  const closeNav = useCallback(() => setMobileOpen(false), []);
  const openNav = useCallback(() => setMobileOpen(true), []);
  const { contentWidth, navigation } = usePreferences();
  const horizontal = navigation === 'horizontal' && !overlay;
  const navigationState = useNavigation();
  // On the first load the shell commits and paints before the page: two shorter tasks instead of one that
  // blocks the main thread (the footer waits too, so nothing moves when the page arrives).
  const pageShown = useDeferredValue(true, false);
  return (
    <Box sx={{ display: 'flex', minBlockSize: '100dvh', bgcolor: 'background.default' }}>
      <LoadingBar active={navigationState.state === 'loading'} />
      {!horizontal && <VerticalNav overlay={overlay} mobileOpen={mobileOpen} onClose={closeNav} />}
      <Box sx={{ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar overlay={overlay} horizontal={horizontal} onOpenNav={openNav} />
        <Box
          component="main"
          id="main"
          sx={{
            flex: 1,
            inlineSize: '100%',
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            py: 3,
            maxInlineSize: contentWidth === 'boxed' ? layout.boxedMaxWidth : 'none',
          }}
        >
          {pageShown && <Outlet />}
        </Box>
        {pageShown && <LayoutFooter />}
      </Box>
      <ScrollToTop />
      <Customizer />
    </Box>
  );
}
