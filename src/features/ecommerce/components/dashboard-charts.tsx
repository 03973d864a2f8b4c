import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
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
  months: MonthPoint[];
  statuses: ReturnType<typeof ordersByStatus>;
}

/** The three charts of the dashboard; @mui/x-charts ships in this screen's chunk only. */
export function DashboardCharts({ months, statuses }: Props) {
  const { t, i18n } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const labels = months.map((m) => fmt.date(m.month, { month: 'short', year: '2-digit' }));
  const rtl = i18n.dir() === 'rtl';
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ChartCard title={t('dashboard.revenue')} subtitle={t('dashboard.revenueHint')}>
          <LineChart
            height={280}
            skipAnimation
            xAxis={[{ scaleType: 'point', data: labels, reverse: rtl }]}
            yAxis={[{ valueFormatter: (v: number) => fmt.number(v, { notation: 'compact' }), position: rtl ? 'right' : 'left' }]}
            series={[{ data: months.map((m) => m.revenue), label: t('dashboard.revenue'), area: true, color: 'var(--mui-palette-primary-main)', valueFormatter: (v) => (v === null ? '' : fmt.money(v)) }]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ChartCard title={t('dashboard.ordersByStatus')}>
          <PieChart
            height={280}
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
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 12 }}>
        <ChartCard title={t('dashboard.sales')} subtitle={t('dashboard.salesHint')}>
          <BarChart
            height={260}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: labels, reverse: rtl }]}
            yAxis={[{ position: rtl ? 'right' : 'left' }]}
            series={[{ data: months.map((m) => m.orders), label: t('dashboard.orders'), color: 'var(--mui-palette-info-main)' }]}
            hideLegend
            borderRadius={6}
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
