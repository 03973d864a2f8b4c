import BarChart from '@mui/icons-material/BarChart';
import Code from '@mui/icons-material/Code';
import DataObject from '@mui/icons-material/DataObject';
import Palette from '@mui/icons-material/PaletteOutlined';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import Storage from '@mui/icons-material/StorageOutlined';
import Terminal from '@mui/icons-material/Terminal';
import Avatar from '@mui/material/Avatar';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ProjectLogo as LogoKey } from '../api/types';

const logos: Record<
  LogoKey,
  { Icon: SvgIconComponent; tone: 'primary' | 'info' | 'success' | 'warning' | 'error' | 'secondary' }
> = {
  react: { Icon: Code, tone: 'info' },
  figma: { Icon: Palette, tone: 'secondary' },
  vue: { Icon: DataObject, tone: 'success' },
  flutter: { Icon: PhoneAndroid, tone: 'primary' },
  python: { Icon: Terminal, tone: 'warning' },
  powerbi: { Icon: BarChart, tone: 'warning' },
  laravel: { Icon: Storage, tone: 'error' },
};

export function ProjectLogo({ logo }: { logo: LogoKey }) {
  const { Icon, tone } = logos[logo];
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={(theme) => ({
        inlineSize: 34,
        blockSize: 34,
        color: `${tone}.main`,
        bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.16)`,
      })}
    >
      <Icon fontSize="small" />
    </Avatar>
  );
}
