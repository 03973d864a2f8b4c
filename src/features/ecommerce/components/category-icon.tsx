import Chair from '@mui/icons-material/ChairOutlined';
import Devices from '@mui/icons-material/DevicesOutlined';
import DirectionsRun from '@mui/icons-material/DirectionsRunOutlined';
import Headphones from '@mui/icons-material/HeadphonesOutlined';
import SportsEsports from '@mui/icons-material/SportsEsportsOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import type { ProductCategory } from '../api/types';
import type { ChipTone } from './status-tones';

const icons: Record<ProductCategory, [typeof Devices, ChipTone]> = {
  Electronics: [Devices, 'info'],
  Accessories: [Headphones, 'primary'],
  Shoes: [DirectionsRun, 'success'],
  Office: [WorkOutline, 'secondary'],
  'Home Decor': [Chair, 'warning'],
  Games: [SportsEsports, 'error'],
};

/** The sample products carry no picture (image is null): their category's icon stands in. */
export function CategoryIcon({ category, size = 38 }: { category: ProductCategory; size?: number }) {
  const [Icon, tone] = icons[category] ?? [Devices, 'primary'];
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={(theme) => ({
        inlineSize: size,
        blockSize: size,
        color: `${tone}.main`,
        bgcolor: `rgba(${theme.vars?.palette[tone].mainChannel} / 0.16)`,
      })}
    >
      <Icon fontSize="small" />
    </Avatar>
  );
}
