import DarkMode from '@mui/icons-material/DarkModeOutlined';
import DesktopWindows from '@mui/icons-material/DesktopWindowsOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ThemeMode, themeModes } from '@/lib/preferences/preferences';

const icons = { light: <LightMode />, dark: <DarkMode />, system: <DesktopWindows /> } as const;

/** Light / dark / system menu (SPEC §9: tooltip delay 1000 ms, menu width 180 px). */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current: ThemeMode = mode ?? 'system';
  return (
    <>
      <Tooltip title={t('theme.label')} enterDelay={1000} enterNextDelay={1000}>
        <IconButton
          color="inherit"
          aria-label={t('theme.label')}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {icons[current]}
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { inlineSize: 180 } } }}
      >
        {themeModes.map((m) => (
          <MenuItem
            key={m}
            selected={m === current}
            onClick={() => {
              setMode(m);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{icons[m]}</ListItemIcon>
            <ListItemText>{t(`theme.${m}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
