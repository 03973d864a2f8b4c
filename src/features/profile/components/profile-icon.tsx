import Analytics from '@mui/icons-material/AnalyticsOutlined';
import Chat from '@mui/icons-material/ChatOutlined';
import Check from '@mui/icons-material/CheckCircleOutlined';
import Cloud from '@mui/icons-material/CloudOutlined';
import Code from '@mui/icons-material/Code';
import Devices from '@mui/icons-material/DevicesOutlined';
import Flag from '@mui/icons-material/FlagOutlined';
import Folder from '@mui/icons-material/FolderOutlined';
import Layers from '@mui/icons-material/LayersOutlined';
import Mail from '@mui/icons-material/MailOutlined';
import Palette from '@mui/icons-material/PaletteOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import Phone from '@mui/icons-material/PhoneOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import Star from '@mui/icons-material/StarBorder';
import Translate from '@mui/icons-material/Translate';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const icons = {
  analytics: Analytics,
  chat: Chat,
  check: Check,
  cloud: Cloud,
  code: Code,
  devices: Devices,
  flag: Flag,
  folder: Folder,
  layers: Layers,
  mail: Mail,
  palette: Palette,
  people: People,
  person: Person,
  phone: Phone,
  school: School,
  star: Star,
  translate: Translate,
};

/** The icon keys the profile API answers with; an unknown key shows a folder rather than nothing. */
export function ProfileIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = icons[name as keyof typeof icons] ?? Folder;
  return <Icon aria-hidden {...props} />;
}
