import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { lazy, memo, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';
import { AppBarSearch } from '@/features/search/components/app-bar-search';
import { preferencesStore, usePreferences } from '@/lib/preferences/preferences-store';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { layout } from '@/theme/tokens';
import { NotificationsMenu } from './navbar/notifications/notifications-menu';
import { ShortcutsMenu } from './navbar/shortcuts-menu';
import { useSearchResolver } from './navbar/use-search-resolver';
import { UserMenu } from './user-menu';
import { preloadNavDrawer } from './vertical-nav';
import { BoxedRow } from './boxed-row';

// Only the horizontal layout loads its menu bar; the row keeps its height meanwhile, so nothing moves.
const HorizontalNav = lazy(() => import('./nav/horizontal-nav').then((m) => ({ default: m.HorizontalNav })));

interface Props {
  overlay: boolean;
  horizontal: boolean;
  onOpenNav: () => void;
}

/**
 * Memoised: the router renders the layout again on every change of the address (a list's search keystroke, sort
 * or page change), and the bar's hundred components have nothing to show for it; what it shows subscribes itself
 * (preferences, language, the session's user, the menu's active entry).
 */
export const Navbar = memo(function Navbar({ overlay, horizontal, onOpenNav }: Props) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const { navCollapsed, navbarBlur, navbarType, horizontalNavType } = usePreferences();
  const resolve = useSearchResolver();
  if (navbarType === 'hidden' && !horizontal && !overlay) return null;
  const sticky = navbarType !== 'static';
  const menuRow = horizontal && horizontalNavType !== 'hidden' && (
    <Box sx={{ borderBlockStart: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <BoxedRow>
        <Suspense fallback={<Box sx={{ minBlockSize: layout.horizontalNavHeight }} />}>
          <HorizontalNav />
        </Suspense>
      </BoxedRow>
    </Box>
  );
  return (
    <>
      <Bar sticky={sticky} blur={navbarBlur}>
        <Toolbar disableGutters sx={{ minBlockSize: layout.navbarHeight }}>
          <BoxedRow>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
              {overlay ? (
                <IconButton
                  edge="start"
                  color="inherit"
                  onClick={onOpenNav}
                  onPointerEnter={preloadNavDrawer}
                  onFocus={preloadNavDrawer}
                  aria-label={t('nav.open')}
                >
                  <MenuIcon />
                </IconButton>
              ) : horizontal ? (
                <Box
                  component={Link}
                  to="/"
                  aria-label={t('nav.home')}
                  sx={{ display: 'flex', color: 'inherit', textDecoration: 'none', marginInlineEnd: 3 }}
                >
                  <BrandLogo />
                </Box>
              ) : (
                <IconButton
                  edge="start"
                  color="inherit"
                  onClick={() => preferencesStore.set('navCollapsed', !navCollapsed)}
                  aria-label={t(navCollapsed ? 'nav.expand' : 'nav.collapse')}
                  aria-pressed={navCollapsed}
                >
                  <MenuOpen sx={{ transform: navCollapsed !== rtl ? 'scaleX(-1)' : undefined }} />
                </IconButton>
              )}
              <AppBarSearch resolve={resolve} />
              <Box sx={{ flex: 1 }} />
              <LanguageSwitcher />
              <ThemeSwitcher />
              <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
                <ShortcutsMenu />
              </Box>
              <NotificationsMenu />
              <UserMenu />
            </Box>
          </BoxedRow>
        </Toolbar>
        {horizontalNavType === 'sticky' && menuRow}
      </Bar>
      {horizontalNavType === 'static' && menuRow}
    </>
  );
});

/**
 * The bar itself, with its shadow once the page is scrolled: scrolling (a page change scrolls to the top) renders
 * this part again, not what it holds, which the navbar gave it and which stays the same.
 */
function Bar({ sticky, blur, children }: { sticky: boolean; blur: boolean; children: ReactNode }) {
  const [scrolled, strip] = useScrolledPast(8);
  return (
    <>
      {strip}
      <AppBar
        position={sticky ? 'sticky' : 'static'}
        color="inherit"
        elevation={0}
        sx={{
          insetBlockStart: 0,
          borderBlockEnd: 1,
          borderColor: 'divider',
          transition: 'box-shadow .2s',
          boxShadow:
            sticky && scrolled ? '0 4px 12px rgba(var(--mui-palette-common-onBackgroundChannel) / 0.08)' : 'none',
          ...(blur && {
            backgroundColor: 'rgba(var(--mui-palette-background-paperChannel) / 0.82)',
            backdropFilter: 'blur(10px)',
          }),
        }}
      >
        {children}
      </AppBar>
    </>
  );
}
