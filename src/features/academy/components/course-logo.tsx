import Analytics from '@mui/icons-material/AnalyticsOutlined';
import Brush from '@mui/icons-material/BrushOutlined';
import Code from '@mui/icons-material/Code';
import Devices from '@mui/icons-material/DevicesOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import Palette from '@mui/icons-material/PaletteOutlined';
import Psychology from '@mui/icons-material/PsychologyOutlined';
import TableChart from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import type { CourseColor, CourseLogo as LogoKey } from '../api/types';

const icons: Record<LogoKey, SvgIconComponent> = {
  code: Code,
  palette: Palette,
  psychology: Psychology,
  devices: Devices,
  brush: Brush,
  analytics: Analytics,
  map: MapIcon,
  table: TableChart,
};

/** The course's picture: its logo icon on a tint of its colour (the API sends no image). */
export function CourseLogo({ logo, color, height = 120 }: { logo: LogoKey; color: CourseColor; height?: number }) {
  const Icon = icons[logo];
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        blockSize: height,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1,
        bgcolor: `rgba(${theme.vars?.palette[color].mainChannel} / 0.16)`,
        color: `${color}.main`,
      })}
    >
      <Icon sx={{ fontSize: height / 2.4 }} />
    </Box>
  );
}
