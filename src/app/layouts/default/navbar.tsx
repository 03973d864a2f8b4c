import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';
import { preferencesStore, usePreferences } from '@/lib/preferences/preferences-store';
import { UserMenu } from './user-menu';

export function Navbar({ overlay, onOpenNav }: { overlay: boolean; onOpenNav: () => void }) {
  const { t } = useTranslation();
  const { navCollapsed, navbarBlur, navbarType, navigation } = usePreferences();
  const position = navbarType === 'sticky' ? 'sticky' : 'static';
  if (navbarType === 'hidden' && navigation === 'vertical' && !overlay) return null;
  return (
    <AppBar
      position={position}
      color="inherit"
      elevation={0}
      sx={{
        insetBlockStart: 0,
        borderBlockEnd: 1,
        borderColor: 'divider',
        ...(navbarBlur && {
          backgroundColor: 'rgba(var(--mui-palette-background-paperChannel) / 0.85)',
          backdropFilter: 'blur(8px)',
        }),
      }}
    >
      <Toolbar sx={{ gap: 0.5 }}>
        {overlay ? (
          <IconButton edge="start" onClick={onOpenNav} aria-label={t('nav.open')}>
            <MenuIcon />
          </IconButton>
        ) : (
          navigation === 'vertical' && (
            <IconButton
              edge="start"
              onClick={() => preferencesStore.set('navCollapsed', !navCollapsed)}
              aria-label={t(navCollapsed ? 'nav.expand' : 'nav.collapse')}
              aria-pressed={navCollapsed}
            >
              <MenuOpen sx={{ transform: navCollapsed ? 'scaleX(-1)' : undefined }} />
            </IconButton>
          )
        )}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <ThemeSwitcher />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
