import MailOutline from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import { Hint } from '@/components/hint';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';

export function HelpTopBar() {
  const { t } = useTranslation('help-center');
  // On a phone the name, the contact label and two icons did not fit one line: the label wrapped in two.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
      {phone ? (
        <Hint title={t('contactUs')}>
          <IconButton component={Link} to="/#contact" aria-label={t('contactUs')} color="inherit">
            <MailOutline />
          </IconButton>
        </Hint>
      ) : (
        <Button component={Link} to="/#contact" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
          {t('contactUs')}
        </Button>
      )}
      <LanguageSwitcher />
      <ThemeSwitcher />
    </Box>
  );
}
