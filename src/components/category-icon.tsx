import Chair from '@mui/icons-material/ChairOutlined';
import Devices from '@mui/icons-material/DevicesOutlined';
import DirectionsRun from '@mui/icons-material/DirectionsRunOutlined';
import Headphones from '@mui/icons-material/HeadphonesOutlined';
import SportsEsports from '@mui/icons-material/SportsEsportsOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import type { ChipTone } from './tonal-chip';

/** The catalogue's categories (docs/spec.md §3), shared by the e-commerce products and the sales table. */
const icons: Record<string, [typeof Devices, ChipTone]> = {
  Electronics: [Devices, 'info'],
  Accessories: [Headphones, 'primary'],
  Shoes: [DirectionsRun, 'success'],
  Office: [WorkOutline, 'secondary'],
  'Home Decor': [Chair, 'warning'],
  Games: [SportsEsports, 'error'],
};

/** The product's picture, or its category's icon when it has none (the sample data carries no image). */
export function CategoryIcon({
  category,
  image,
  size = 38,
}: {
  category: string;
  image?: string | null;
  size?: number;
}) {
  const [Icon, tone] = icons[category] ?? [Devices, 'primary'];
  return (
    <Avatar
      variant="rounded"
      src={image ?? undefined}
      alt=""
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
