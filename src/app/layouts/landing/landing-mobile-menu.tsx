import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const LandingMobileDrawer = lazy(() =>
  import('./landing-mobile-drawer').then((m) => ({ default: m.LandingMobileDrawer })),
);

/** Menu button below the lg breakpoint; the drawer's code loads on the first tap, not with the page. */
export function LandingMobileMenu() {
  const { t } = useTranslation('marketing');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <Box sx={{ display: { xs: 'inline-flex', lg: 'none' } }}>
      <IconButton
        color="inherit"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-controls="landing-mobile-menu"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <LandingMobileDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
