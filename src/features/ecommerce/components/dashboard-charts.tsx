import Grid from '@mui/material/Grid';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthPoint } from '../api/dashboard-data';
import type { OrderSummary } from '../api/dashboard-types';
import { ChartCard, Plot } from '@/components/charts/chart-card';
import { monthAxis } from '@/components/charts/month-axis';
import { useMonthStep } from '@/components/charts/use-month-step';

// @mui/x-charts is this screen's largest part: it loads alongside the data instead of before the first paint.
const loadPlots = () => import('./dashboard-plots');
const RevenuePlot = lazy(() => loadPlots().then((m) => ({ default: m.RevenuePlot })));
const StatusPlot = lazy(() => loadPlots().then((m) => ({ default: m.StatusPlot })));
const SalesPlot = lazy(() => loadPlots().then((m) => ({ default: m.SalesPlot })));

interface Props {
  /** Undefined while loading: each card then holds a placeholder of the chart's size. */
  months?: MonthPoint[];
  statuses?: OrderSummary['statuses'];
}

const heights = { revenue: 320, pie: 270, pieLegend: 50, sales: 260 } as const;

/** The three charts of the dashboard; @mui/x-charts ships in this screen's chunks only. */
export function DashboardCharts(props: Props) {
  // The charts draw in a deferred, interruptible render: the cards and lists paint first, the page stays responsive.
  const months = useDeferredValue(props.months);
  const statuses = useDeferredValue(props.statuses);
  const { t, i18n } = useTranslation('ecommerce');
  useEffect(() => void loadPlots(), []);
  // Month labels are measured before the Arabic font has loaded, so the chart cannot be trusted to thin
  // them out: a phone shows every third month, a tablet every other one.
  const tablet = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const step = useMonthStep(tablet ? 2 : 1);
  const axis = monthAxis(
    (months ?? []).map((m) => m.month),
    i18n.resolvedLanguage ?? i18n.language,
    i18n.dir() === 'rtl',
    step,
  );
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ChartCard title={t('dashboard.revenue')} subtitle={t('dashboard.revenueHint')}>
          <Plot height={heights.revenue}>
            {months && <RevenuePlot months={months} axis={axis} height={heights.revenue} />}
          </Plot>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ChartCard title={t('dashboard.ordersByStatus')}>
          <Plot height={heights.pie + heights.pieLegend}>
            {statuses && <StatusPlot statuses={statuses} height={heights.pie} />}
          </Plot>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 12 }}>
        <ChartCard title={t('dashboard.sales')} subtitle={t('dashboard.salesHint')}>
          <Plot height={heights.sales}>
            {months && <SalesPlot months={months} axis={axis} height={heights.sales} />}
          </Plot>
        </ChartCard>
      </Grid>
    </Grid>
  );
}
