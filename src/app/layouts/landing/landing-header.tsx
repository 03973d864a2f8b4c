import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';
import { strongButton } from '@/features/marketing/components/tones';
import { landingActions } from './landing-nav-items';
import { LandingMobileMenu } from './landing-mobile-menu';
import { LandingNavMenu } from './landing-nav-menu';

export function LandingHeader() {
  const { t } = useTranslation('marketing');
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 0.5, minBlockSize: 64 }}>
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            insetInlineStart: 8,
            insetBlockStart: -48,
            zIndex: 1,
            px: 2,
            py: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            '&:focus': { insetBlockStart: 8 },
          }}
        >
          {t('nav.skipToContent')}
        </Box>
        <LandingMobileMenu />
        <Box component={Link} to="/" sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', marginInlineEnd: 2 }}>
          <BrandLogo />
        </Box>
        <LandingNavMenu />
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={landingActions.exploreCourses} sx={{ display: { xs: 'none', lg: 'inline-flex' }, color: 'text.primary', whiteSpace: 'nowrap' }}>
          {t('nav.exploreCourses')}
        </Button>
        <Button component={Link} to={landingActions.admin} sx={{ display: { xs: 'none', lg: 'inline-flex' }, color: 'text.primary' }}>
          {t('nav.admin')}
        </Button>
        <LanguageSwitcher />
        <ThemeSwitcher />
        <Button component={Link} to={landingActions.login} variant="contained" sx={{ ...strongButton, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline-flex' } }}>
          {t('nav.login')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
