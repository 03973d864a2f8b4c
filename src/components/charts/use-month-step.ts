import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * How many bars of a twelve-month chart share one label (`monthAxis`'s step). A phone names every third month:
 * at 390 px a month has about 27 px, and an Arabic month name with its year ("ديسمبر 25") needs about 60, so every
 * other month still collided or was cut short. Wider screens take the card's own step.
 */
export function useMonthStep(wider: number) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return phone ? 3 : wider;
}
