import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { themeModes } from '@/lib/preferences/preferences';
import { themeIcons } from './theme-icons';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The switcher's menu, loaded on its first opening (docs/spec.md §9: menu width 180 px). */
export function ThemeMenu({ anchor, onClose }: Props) {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const current = mode ?? 'system';
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ paper: { sx: { inlineSize: 180 } } }}>
      {themeModes.map((m) => (
        <MenuItem
          key={m}
          selected={m === current}
          onClick={() => {
            setMode(m);
            onClose();
          }}
        >
          <ListItemIcon>{themeIcons[m]}</ListItemIcon>
          <ListItemText>{t(`theme.${m}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
