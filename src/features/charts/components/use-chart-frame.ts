import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { monthStart } from '@/components/charts/month-axis';
import { useMonthStep } from '@/components/charts/use-month-step';
import { useFormatters } from '@/lib/use-formatters';

/** Colours of series in order: the primary preset first, so the customizer's choice leads every chart. */
export const seriesColors = ['primary', 'info', 'warning', 'success', 'error', 'secondary'].map(
  (name) => `var(--mui-palette-${name}-main)`,
);

/**
 * What every chart of the gallery shares: the reading direction (time runs right to left in Arabic, and the
 * value axis sits on the right), how many month labels fit (Arabic month names have no short form, so a
 * phone shows every third and a tablet every other one: no two labels collide), and the formatters.
 */
export function useChartFrame({ narrow = false }: { narrow?: boolean } = {}) {
  const { i18n } = useTranslation();
  const fmt = useFormatters();
  const rtl = i18n.dir() === 'rtl';
  const tablet = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const step = useMonthStep(tablet ? 2 : 1, { narrow });
  return {
    rtl,
    fmt,
    xaf: (v: number | null) => (v === null ? '' : fmt.money(v, 'XAF')),
    compact: (v: number) => fmt.number(v, { notation: 'compact', maximumFractionDigits: 1 }),
    month: (m: string) => fmt.date(monthStart(m), { month: 'long', year: 'numeric' }),
    shortMonth: (m: string) => fmt.date(monthStart(m), { month: 'short' }),
    everyNth: (_: unknown, index: number) => index % step === 0,
    valueAxis: rtl ? ('right' as const) : ('left' as const),
    // A point axis puts its last label on the drawing's edge: Arabic's "ديسمبر" (no short form) needs more room
    // there than "déc." or the chart cuts it to "د…".
    lineMargin: { left: rtl ? 28 : 16, right: 16 },
    // A fixed width: an 'auto' one is measured before the web font has loaded and cut "100 M".
    valueAxisWidth: rtl ? 76 : 64,
  };
}
