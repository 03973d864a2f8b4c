import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';

export function HelpTopBar() {
  const { t } = useTranslation('help-center');
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, md: 4 },
        py: 1.5,
        borderBlockEnd: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component={Link}
        to="/"
        title={t('backHome')}
        sx={{ color: 'inherit', textDecoration: 'none', display: 'flex' }}
      >
        <BrandLogo />
      </Box>
      <Box sx={{ flex: 1 }} />
      <Button component={Link} to="/#contact" sx={{ color: 'text.primary' }}>
        {t('contactUs')}
      </Button>
      <LanguageSwitcher />
      <ThemeSwitcher />
    </Box>
  );
}
