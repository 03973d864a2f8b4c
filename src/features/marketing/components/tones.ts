import type { SxProps, Theme } from '@mui/material/styles';

/** A filled button on the darker primary (white on the brand primary is under WCAG AA), for any preset. */
export const strongButton: SxProps<Theme> = {
  bgcolor: 'primary.dark',
  color: 'primary.contrastText',
  '&:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.92)' },
};
