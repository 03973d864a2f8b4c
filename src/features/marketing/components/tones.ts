import type { SxProps, Theme } from '@mui/material/styles';
import { primaryText } from '@/theme/components/overrides';

/**
 * The brand primary (#b36734) reaches only 4.28:1 on white, so text and filled buttons use the darker
 * shade (5.07:1), and a lighter tint in dark mode, where the dark shade would be too dim.
 */
export const accentText: SxProps<Theme> = { color: primaryText };

export const strongButton: SxProps<Theme> = {
  bgcolor: 'primary.dark',
  color: '#fff',
  '&:hover': { bgcolor: '#8c4f27' },
};
