import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/PersonOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import Security from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { useSessionUser } from '@/lib/auth/use-session-user';
import { useAbility } from '@/lib/casl/can';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Opens the sign-in security drawer, which every signed-in account may use. */
  onSecurity: () => void;
  preloadSecurity: () => void;
}

/** The user menu's content, loaded on its first opening. */
export function UserMenuPopup({ anchor, onClose, onSecurity, preloadSecurity }: Props) {
  const { t } = useTranslation();
  const user = useSessionUser();
  // Profile and settings are back-office pages: they need manage on all, like their routes.
  const canOpenAccountPages = useAbility().can('manage', 'all');
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ paper: { sx: { minInlineSize: 230 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{user?.fullName}</Typography>
        <Typography variant="body2" color="textSecondary">
          {user ? t(`roles.${user.role}`, { defaultValue: user.role }) : ''}
        </Typography>
      </Box>
      <Divider />
      {canOpenAccountPages && [
        <MenuItem
          key="profile"
          component={Link}
          to={href('pages-user-profile-tab', { tab: 'profile' })}
          onClick={onClose}
        >
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>,
        <MenuItem
          key="settings"
          component={Link}
          to={href('pages-account-settings-tab', { tab: 'account' })}
          onClick={onClose}
        >
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>,
      ]}
      <MenuItem
        onClick={() => {
          onClose();
          onSecurity();
        }}
        onPointerEnter={preloadSecurity}
        onFocus={preloadSecurity}
      >
        <ListItemIcon>
          <Security fontSize="small" />
        </ListItemIcon>
        {t('userMenu.security')}
      </MenuItem>
      <Divider />
      <MenuItem component={Link} to="/logout" onClick={onClose}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
