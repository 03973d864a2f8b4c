import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useTranslation } from 'react-i18next';
import { Plot } from '@/components/charts/chart-card';
import { FactsList } from '@/components/facts-list';
import type { ChartsData } from '../api/types';
import { ChartCard } from './chart-card';
import { seriesColors, useChartFrame } from './use-chart-frame';

const height = 300;
type Data = { data: ChartsData };

/** Revenue and expenses per month: lines (`area` false) or filled areas. */
export function FinanceChart({ data, area }: Data & { area: boolean }) {
  const { t } = useTranslation('charts');
  const frame = useChartFrame();
  const table = {
    columns: [t('table.month'), ...data.finances.map((s) => s.label)],
    rows: data.months.map(
      (m, i) => [frame.month(m), ...data.finances.map((s) => frame.xaf(s.data[i] ?? 0))] as [string, ...string[]],
    ),
  };
  return (
    <ChartCard
      title={t(area ? 'area.title' : 'line.title')}
      subtitle={t(area ? 'area.subtitle' : 'line.subtitle')}
      table={table}
    >
      <LineChart
        height={height}
        skipAnimation
        margin={frame.lineMargin}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'point',
            data: data.months,
            reverse: frame.rtl,
            tickLabelInterval: frame.everyNth,
            valueFormatter: (m: string, ctx) => (ctx.location === 'tick' ? frame.shortMonth(m) : frame.month(m)),
          },
        ]}
        yAxis={[{ position: frame.valueAxis, width: frame.valueAxisWidth, valueFormatter: frame.compact }]}
        series={data.finances.map((s, i) => ({
          data: s.data,
          label: s.label,
          color: seriesColors[i],
          area,
          showMark: false,
          curve: 'monotoneX' as const,
          valueFormatter: frame.xaf,
        }))}
        sx={area ? { [`& .${lineClasses.area}`]: { fillOpacity: 0.3 } } : undefined}
      />
    </ChartCard>
  );
}

/** Orders per month: one bar each. */
export function OrdersChart({ data }: Data) {
  const { t } = useTranslation('charts');
  const frame = useChartFrame({ narrow: true });
  const table = {
    columns: [t('table.month'), data.orders.label],
    rows: data.months.map((m, i) => [frame.month(m), frame.fmt.number(data.orders.data[i] ?? 0)] as [string, string]),
  };
  return (
    <ChartCard title={t('bar.title')} subtitle={t('bar.subtitle')} table={table}>
      <BarChart
        height={height}
        skipAnimation
        borderRadius={6}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'band',
            data: data.months,
            reverse: frame.rtl,
            tickLabelInterval: frame.everyNth,
            valueFormatter: (m: string, ctx) => (ctx.location === 'tick' ? frame.shortMonth(m) : frame.month(m)),
          },
        ]}
        yAxis={[{ position: frame.valueAxis, width: 'auto' }]}
        series={[{ data: data.orders.data, label: data.orders.label, color: seriesColors[1] }]}
        hideLegend
      />
    </ChartCard>
  );
}

/** Sales per quarter, stacked by channel. */
export function ChannelsChart({ data }: Data) {
  const { t } = useTranslation('charts');
  const frame = useChartFrame();
  const table = {
    columns: [t('table.quarter'), ...data.channels.map((s) => s.label)],
    rows: data.quarters.map(
      (q, i) => [q, ...data.channels.map((s) => frame.xaf(s.data[i] ?? 0))] as [string, ...string[]],
    ),
  };
  return (
    <ChartCard title={t('stacked.title')} subtitle={t('stacked.subtitle')} table={table}>
      <BarChart
        height={height}
        skipAnimation
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'band', data: data.quarters, reverse: frame.rtl }]}
        yAxis={[{ position: frame.valueAxis, width: frame.valueAxisWidth, valueFormatter: frame.compact }]}
        series={data.channels.map((s, i) => ({
          data: s.data,
          label: s.label,
          stack: 'sales',
          color: seriesColors[i],
          valueFormatter: frame.xaf,
        }))}
      />
    </ChartCard>
  );
}

/** Visitors per day over two weeks: a figure with its trend line. */
export function VisitorsSparkline({ data }: Data) {
  const { t } = useTranslation('charts');
  const frame = useChartFrame();
  const total = data.visitors.reduce((sum, v) => sum + v, 0);
  const first = data.visitors[0] ?? 1;
  const change = ((data.visitors.at(-1) ?? first) - first) / first;
  const best = data.visitors.reduce((top, v, i) => (v > (data.visitors[top] ?? 0) ? i : top), 0);
  const table = {
    columns: [t('table.day'), t('sparkline.series')],
    rows: data.visitors.map((v, i) => [t('sparkline.day', { n: i + 1 }), frame.fmt.number(v)] as [string, string]),
  };
  const facts: Array<[string, string]> = [
    [t('sparkline.average'), frame.fmt.number(Math.round(total / Math.max(1, data.visitors.length)))],
    [t('sparkline.best'), `${t('sparkline.day', { n: best + 1 })} · ${frame.fmt.number(data.visitors[best] ?? 0)}`],
  ];
  return (
    <ChartCard title={t('sparkline.title')} subtitle={t('sparkline.subtitle')} table={table} grow>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1 }}>
        <Typography variant="h4" component="p">
          {frame.fmt.number(total)}
        </Typography>
        <Typography variant="body2" color="success" sx={{ fontWeight: 600 }}>
          {t('sparkline.change', { change: frame.fmt.percent(change) })}
        </Typography>
      </Box>
      {/* The line takes the height the row leaves (the radar and the gauge beside it are taller). */}
      <Plot height={96} grow>
        <SparkLineChart
          data={data.visitors}
          area
          curve="natural"
          color={seriesColors[0]}
          xAxis={{ reverse: frame.rtl }}
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.25 } }}
        />
      </Plot>
      <FactsList facts={facts} sx={{ gridTemplateColumns: '1fr 1fr', mt: 2 }} />
    </ChartCard>
  );
}
