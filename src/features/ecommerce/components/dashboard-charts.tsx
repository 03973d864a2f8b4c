import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { MonthPoint, ordersByStatus } from '../api/dashboard-data';

function ChartCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader title={title} subheader={subtitle} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }} role="figure" aria-label={title}>
        {children}
      </CardContent>
    </Card>
  );
}

const statusColors = { Delivered: 'success', 'Ready to Pickup': 'info', 'Out for Delivery': 'primary', Dispatched: 'warning' } as const;

interface Props {
  /** Undefined while loading: each card then holds a placeholder of the chart's size. */
  months?: MonthPoint[];
  statuses?: ReturnType<typeof ordersByStatus>;
}

const heights = { revenue: 320, pie: 270, pieLegend: 50, sales: 260 } as const;

function ChartSkeleton({ height }: { height: number }) {
  return <Skeleton variant="rounded" height={height} />;
}

/** The three charts of the dashboard; @mui/x-charts ships in this screen's chunk only. */
export function DashboardCharts({ months, statuses }: Props) {
  const { t, i18n } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const labels = (months ?? []).map((m) => fmt.date(m.month, { month: 'short', year: '2-digit' }));
  const rtl = i18n.dir() === 'rtl';
  // Month labels are measured before the Arabic font has loaded, so the chart cannot be trusted to thin
  // them out: a phone shows every third month, a tablet every other one.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tablet = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const step = phone ? 3 : tablet ? 2 : 1;
  const tickLabelInterval = (_: unknown, i: number) => i % step === 0;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ChartCard title={t('dashboard.revenue')} subtitle={t('dashboard.revenueHint')}>
          {!months ? <ChartSkeleton height={heights.revenue} /> : <LineChart
            height={heights.revenue}
            skipAnimation
            // Room on both sides: the first and last month labels sit on the plot's edges.
            margin={{ left: 24, right: 24 }}
            xAxis={[{ scaleType: 'point', data: labels, reverse: rtl, tickLabelInterval }]}
            yAxis={[{ valueFormatter: (v: number) => fmt.number(v, { notation: 'compact' }), position: rtl ? 'right' : 'left', width: 'auto' }]}
            series={[{ data: months.map((m) => m.revenue), label: t('dashboard.revenue'), area: true, color: 'var(--mui-palette-primary-main)', valueFormatter: (v) => (v === null ? '' : fmt.money(v)) }]}
            hideLegend
          />}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ChartCard title={t('dashboard.ordersByStatus')}>
          {!statuses ? <ChartSkeleton height={heights.pie + heights.pieLegend} /> : <PieChart
            height={heights.pie}
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
          />}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 12 }}>
        <ChartCard title={t('dashboard.sales')} subtitle={t('dashboard.salesHint')}>
          {!months ? <ChartSkeleton height={heights.sales} /> : <BarChart
            height={heights.sales}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: labels, reverse: rtl, tickLabelInterval }]}
            yAxis={[{ position: rtl ? 'right' : 'left' }]}
            series={[{ data: months.map((m) => m.orders), label: t('dashboard.orders'), color: 'var(--mui-palette-info-main)' }]}
            hideLegend
            borderRadius={6}
          />}
        </ChartCard>
      </Grid>
    </Grid>
  );
}
