import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';

export function LandingHeader() {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Box component={Link} to="/" aria-label={t('nav.home')} sx={{ color: 'inherit', textDecoration: 'none', display: 'flex' }}>
          <BrandLogo />
        </Box>
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <ThemeSwitcher />
        <Button component={Link} to="/login" variant="contained">
          {t('nav.login')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
