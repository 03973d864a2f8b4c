import DarkMode from '@mui/icons-material/DarkModeOutlined';
import DesktopWindows from '@mui/icons-material/DesktopWindowsOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';

export const themeIcons = { light: <LightMode />, dark: <DarkMode />, system: <DesktopWindows /> } as const;
