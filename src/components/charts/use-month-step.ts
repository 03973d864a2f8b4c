import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

/**
 * How many bars of a twelve-month chart share one label (`monthAxis`'s step). A phone names every third month:
 * at 390 px a month has about 27 px, and an Arabic month name with its year ("ديسمبر 25") needs about 60, so every
 * other month still collided or was cut short. Wider screens take the card's own step. A `narrow` card (half a
 * desktop's width) names every other month in Arabic, whose longest names ("أغسطس", 43 px) are wider than a twelfth
 * of it, and in every language up to 1366 px: at 1280 px "août" and "sept." stood 4 px apart, less where the glyphs
 * are hinted to whole pixels.
 */
export function useMonthStep(wider: number, { narrow = false }: { narrow?: boolean } = {}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tight = useMediaQuery((theme: Theme) => theme.breakpoints.between('lg', 1366));
  const { i18n } = useTranslation();
  if (phone) return 3;
  return narrow && (tight || i18n.dir() === 'rtl') ? Math.max(wider, 2) : wider;
}
