import Dashboard from '@mui/icons-material/DashboardOutlined';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InitialsAvatar } from '@/components/initials-avatar';
import { href } from '@/config/paths';
import { strongButton } from '@/features/marketing/components/tones';
import { useLandingSession } from './use-landing-session';

/**
 * The header's account slot: "Login" for a visitor (from sm; the drawer has it on phones), the user's avatar
 * with a menu (back office, sign out) once signed in. `data-account` lets the prerendered page's inline
 * guard hide the prerendered "Login" of a signed-in visitor until the app shows the avatar (scripts/prerender.mjs).
 */
export function LandingAccount() {
  const { t } = useTranslation('marketing');
  const { user, home, signOut } = useLandingSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) {
    return (
      <Button
        component={Link}
        to={href('login')}
        variant="contained"
        data-account="signed-out"
        sx={{
          ...strongButton,
          whiteSpace: 'nowrap',
          display: { xs: 'none', sm: 'inline-flex' },
          marginInlineStart: 0.5,
        }}
      >
        {t('nav.login')}
      </Button>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('nav.account', { name: user.fullName })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'landing-account-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-account="signed-in"
        sx={{ p: 0.5, marginInlineStart: 0.5 }}
      >
        <InitialsAvatar name={user.fullName} src={user.avatar} size={32} />
      </IconButton>
      <Menu
        id="landing-account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { minInlineSize: 220 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to={home} onClick={close}>
          <ListItemIcon>
            <Dashboard fontSize="small" />
          </ListItemIcon>
          {t('nav.backOffice')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('nav.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
