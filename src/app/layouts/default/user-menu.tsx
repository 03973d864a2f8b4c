import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/PersonOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { session } from '@/lib/auth/session';
import { useAbility } from '@/lib/casl/can';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function UserMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = session.user();
  // Profile and settings are back-office pages: they need manage on all, like their routes.
  const canOpenAccountPages = useAbility().can('manage', 'all');
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('userMenu.label')}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
      >
        <Avatar sx={{ inlineSize: 36, blockSize: 36, bgcolor: 'primary.dark', color: 'primary.contrastText', fontSize: 15, fontWeight: 600 }} src={user?.avatar ?? undefined}>
          {initials(user?.fullName ?? '?')}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ paper: { sx: { minInlineSize: 230 } } }}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user?.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user ? t(`roles.${user.role}`, { defaultValue: user.role }) : ''}
          </Typography>
        </Box>
        <Divider />
        {canOpenAccountPages && [
          <MenuItem key="profile" component={Link} to={href('pages-user-profile-tab', { tab: 'profile' })} onClick={close}>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>,
          <MenuItem key="settings" component={Link} to={href('pages-account-settings-tab', { tab: 'account' })} onClick={close}>
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>,
          <Divider key="divider" />,
        ]}
        <MenuItem component={Link} to="/logout" onClick={close}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
