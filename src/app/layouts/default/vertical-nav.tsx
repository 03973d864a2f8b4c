import Box from '@mui/material/Box';
import { memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { lazyWithPreload, useOpenedOnce } from '@/lib/on-demand';
import { usePreferences } from '@/lib/preferences/preferences-store';
import { layout } from '@/theme/tokens';
import { NavMenu } from './nav/nav-menu';

const NavDrawer = lazyWithPreload(() => import('./nav-drawer').then((m) => m.NavDrawer));
export const preloadNavDrawer = NavDrawer.preload;

interface Props {
  overlay: boolean;
  mobileOpen: boolean;
  onClose: () => void;
}

/**
 * Permanent on large screens (collapsible to icons, expanding on hover), an overlay drawer below lg.
 * Semi-dark puts the `dark` colour-scheme class on the nav alone.
 */
export const VerticalNav = memo(function VerticalNav({ overlay, mobileOpen, onClose }: Props) {
  const { navCollapsed, semiDarkNav } = usePreferences();
  const [hovered, setHovered] = useState(false);
  const drawerOpened = useOpenedOnce(overlay && mobileOpen);
  const narrow = !overlay && navCollapsed && !hovered;
  const width = narrow ? layout.navCollapsedWidth : layout.navWidth;
  const content = (
    <Box
      className={semiDarkNav ? 'dark' : undefined}
      sx={{
        blockSize: '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        component={Link}
        to="/"
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2.5,
          minBlockSize: layout.navbarHeight,
          color: 'inherit',
          textDecoration: 'none',
        }}
      >
        <BrandLogo compact={narrow} />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <NavMenu collapsed={narrow} onNavigate={overlay ? onClose : undefined} />
      </Box>
    </Box>
  );
  if (overlay) {
    if (!drawerOpened) return null;
    return (
      <Suspense fallback={null}>
        <NavDrawer open={mobileOpen} onClose={onClose}>
          {content}
        </NavDrawer>
      </Suspense>
    );
  }
  return (
    <Box
      component="aside"
      sx={{
        inlineSize: navCollapsed ? layout.navCollapsedWidth : layout.navWidth,
        flexShrink: 0,
        transition: 'inline-size .2s',
      }}
    >
      <Box
        onMouseEnter={() => navCollapsed && setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        sx={{
          position: 'fixed',
          insetBlock: 0,
          insetInlineStart: 0,
          inlineSize: width,
          transition: 'inline-size .2s',
          zIndex: 'drawer',
          borderInlineEnd: 1,
          borderColor: 'divider',
          boxShadow: hovered ? 8 : 0,
        }}
      >
        {content}
      </Box>
    </Box>
  );
});
