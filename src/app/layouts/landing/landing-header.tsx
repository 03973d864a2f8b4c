import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';
import { brand } from '@/config/brand';
import { LandingAccount } from './landing-account';
import { LandingMobileMenu } from './landing-mobile-menu';
import { LandingNavMenu } from './landing-nav-menu';
import { useLandingSession } from './use-landing-session';

export function LandingHeader() {
  const { t } = useTranslation('marketing');
  const signedIn = Boolean(useLandingSession().user);
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
        <Box
          component={Link}
          to="/"
          aria-label={brand.name}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            display: 'flex',
            marginInlineEnd: 1,
            flexShrink: 0,
            // On a phone, a signed-in user's avatar takes the place of the company name (the mark stays).
            '& .MuiTypography-root': { display: { xs: signedIn ? 'none' : 'inline', sm: 'inline' } },
          }}
        >
          <BrandLogo />
        </Box>
        <LandingNavMenu />
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <ThemeSwitcher />
        <LandingAccount />
      </Toolbar>
    </AppBar>
  );
}
