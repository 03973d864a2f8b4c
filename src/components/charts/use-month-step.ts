import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

/**
 * How many bars of a twelve-month chart share one label (`monthAxis`'s step). A phone names every third month:
 * at 390 px a month has about 27 px, and an Arabic month name with its year ("ديسمبر 25") needs about 60, so every
 * other month still collided or was cut short. Wider screens take the card's own step, and a `narrow` card (half a
 * desktop's width) in Arabic every other month: its longest names ("أغسطس", 43 px) are wider than a twelfth of it.
 */
export function useMonthStep(wider: number, { narrow = false }: { narrow?: boolean } = {}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { i18n } = useTranslation();
  if (phone) return 3;
  return narrow && i18n.dir() === 'rtl' ? Math.max(wider, 2) : wider;
}
