import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { MonthPoint } from '../api/dashboard-data';
import type { OrderSummary } from '../api/dashboard-types';
import type { MonthAxis } from '@/components/charts/month-axis';
import { usePlotSize } from '@/components/charts/plot-size';

/** The x axis of the month charts: full labels in the tooltip, the short ones under the ticks. */
const monthX = (axis: MonthAxis) => ({
  data: axis.labels,
  reverse: axis.reverse,
  tickLabelInterval: axis.tickLabelInterval,
  valueFormatter: (v: string, ctx: { location: string }) => (ctx.location === 'tick' ? axis.tick(v) : v),
});

const statusColors = {
  Delivered: 'success',
  'Ready to Pickup': 'info',
  'Out for Delivery': 'primary',
  Dispatched: 'warning',
} as const;

export function RevenuePlot({ months, axis, height }: { months: MonthPoint[]; axis: MonthAxis; height: number }) {
  const { t } = useTranslation('ecommerce');
  const { width } = usePlotSize();
  const fmt = useFormatters();
  return (
    <LineChart
      width={width}
      height={height}
      skipAnimation
      // Room on both sides: the first and last month labels sit on the plot's edges.
      margin={{ left: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', ...monthX(axis) }]}
      yAxis={[
        {
          valueFormatter: (v: number) => fmt.number(v, { notation: 'compact' }),
          position: axis.reverse ? 'right' : 'left',
          width: 'auto',
        },
      ]}
      series={[
        {
          data: months.map((m) => m.revenue),
          label: t('dashboard.revenue'),
          area: true,
          color: 'var(--mui-palette-primary-main)',
          valueFormatter: (v) => (v === null ? '' : fmt.money(v)),
        },
      ]}
      hideLegend
    />
  );
}

export function StatusPlot({ statuses, height }: { statuses: OrderSummary['statuses']; height: number }) {
  const { t } = useTranslation('ecommerce');
  const { width } = usePlotSize();
  return (
    <PieChart
      width={width}
      height={height}
      skipAnimation
      series={[
        {
          innerRadius: 50,
          paddingAngle: 2,
          cornerRadius: 4,
          data: statuses.map((s, i) => ({
            id: i,
            value: s.count,
            label: t(`status.order.${s.status}`),
            color: `var(--mui-palette-${statusColors[s.status]}-main)`,
          })),
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}

export function SalesPlot({ months, axis, height }: { months: MonthPoint[]; axis: MonthAxis; height: number }) {
  const { t } = useTranslation('ecommerce');
  const { width } = usePlotSize();
  return (
    <BarChart
      width={width}
      height={height}
      skipAnimation
      xAxis={[{ scaleType: 'band', ...monthX(axis) }]}
      yAxis={[{ position: axis.reverse ? 'right' : 'left' }]}
      series={[
        { data: months.map((m) => m.orders), label: t('dashboard.orders'), color: 'var(--mui-palette-info-main)' },
      ]}
      hideLegend
      borderRadius={6}
    />
  );
}
