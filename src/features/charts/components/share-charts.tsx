import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { PieChart } from '@mui/x-charts/PieChart';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useTranslation } from 'react-i18next';
import type { ChartsData, Share } from '../api/types';
import { ChartCard } from './chart-card';
import { seriesColors, useChartFrame } from './use-chart-frame';

const height = 300;
type Data = { data: ChartsData };

const legendBelow = {
  legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
} as const;

/** Shares of a whole: a pie, or a donut when `donut`. */
export function ShareChart({ shares, donut }: { shares: Share[]; donut: boolean }) {
  const { t } = useTranslation('charts');
  const frame = useChartFrame();
  const total = shares.reduce((sum, s) => sum + s.value, 0) || 1;
  const table = {
    columns: [t('table.category'), t(donut ? 'donut.series' : 'pie.series'), t('table.share')],
    rows: shares.map(
      (s) => [s.label, frame.fmt.number(s.value), frame.fmt.percent(s.value / total)] as [string, string, string],
    ),
  };
  return (
    <ChartCard
      title={t(donut ? 'donut.title' : 'pie.title')}
      subtitle={t(donut ? 'donut.subtitle' : 'pie.subtitle')}
      table={table}
    >
      <PieChart
        height={height}
        skipAnimation
        series={[
          {
            innerRadius: donut ? 64 : 0,
            paddingAngle: donut ? 2 : 0,
            cornerRadius: donut ? 4 : 0,
            data: shares.map((s, i) => ({ id: s.key, value: s.value, label: s.label, color: seriesColors[i] })),
            valueFormatter: (item) => `${frame.fmt.number(item.value)} (${frame.fmt.percent(item.value / total)})`,
          },
        ]}
        slotProps={legendBelow}
      />
    </ChartCard>
  );
}

/**
 * The radar's metric labels are anchored "start" on the right and "end" on the left, which a right-to-left page
 * reverses: in Arabic they ran inwards over the grid. Left to right the anchors are physical, and Arabic labels
 * still read right to left. `@noflip` keeps the RTL style plugin from turning `ltr` into `rtl`.
 */
const PhysicalLabels = styled('div')`
  & svg text {
    /* @noflip */
    direction: ltr;
  }
`;

/** Team scores on six axes, last year against this year. */
export function SkillsRadar({ data }: Data) {
  const { t } = useTranslation('charts');
  const frame = useChartFrame();
  const table = {
    columns: [t('table.axis'), ...data.skills.series.map((s) => s.label)],
    rows: data.skills.axes.map(
      (axis, i) => [axis, ...data.skills.series.map((s) => frame.fmt.number(s.data[i] ?? 0))] as [string, ...string[]],
    ),
  };
  return (
    <ChartCard title={t('radar.title')} subtitle={t('radar.subtitle')} table={table}>
      <PhysicalLabels>
        <RadarChart
          height={height}
          skipAnimation
          radar={{ max: 100, metrics: data.skills.axes }}
          series={data.skills.series.map((s, i) => ({
            label: s.label,
            data: s.data,
            color: seriesColors[i === 0 ? 5 : 0],
            fillArea: true,
          }))}
          slotProps={legendBelow}
        />
      </PhysicalLabels>
    </ChartCard>
  );
}

/** One point per order: basket size against amount. */
export function BasketsScatter({ data }: Data) {
  const { t } = useTranslation('charts');
  const frame = useChartFrame();
  const table = {
    columns: [t('table.order'), t('scatter.items'), t('scatter.amount')],
    rows: data.baskets.map(
      (b) =>
        [t('scatter.order', { id: b.id }), frame.fmt.number(b.items), frame.xaf(b.amount)] as [string, string, string],
    ),
  };
  return (
    <ChartCard title={t('scatter.title')} subtitle={t('scatter.subtitle')} table={table}>
      <ScatterChart
        height={height}
        skipAnimation
        grid={{ horizontal: true, vertical: true }}
        xAxis={[{ reverse: frame.rtl, label: t('scatter.items'), tickMinStep: 1 }]}
        yAxis={[{ position: frame.valueAxis, width: frame.valueAxisWidth, valueFormatter: frame.compact }]}
        series={[
          {
            label: t('scatter.series'),
            color: seriesColors[0],
            markerSize: 5,
            data: data.baskets.map((b) => ({ id: b.id, x: b.items, y: b.amount })),
            valueFormatter: (v) => (v ? `${t('scatter.items')} ${frame.fmt.number(v.x)} · ${frame.xaf(v.y)}` : ''),
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}

/** The month's sales goal: how much of it is reached. In Arabic the arc fills from the right. */
export function GoalGauge({ data }: Data) {
  const { t } = useTranslation('charts');
  const frame = useChartFrame();
  const share = data.goal.reached / data.goal.target;
  const table = {
    columns: [t('table.measure'), t('table.value')],
    rows: [
      [t('gauge.reached'), frame.xaf(data.goal.reached)],
      [t('gauge.target'), frame.xaf(data.goal.target)],
      [t('table.share'), frame.fmt.percent(share)],
    ] as Array<[string, string]>,
  };
  return (
    <ChartCard title={t('gauge.title')} subtitle={t('gauge.subtitle')} table={table}>
      <Box sx={{ blockSize: height - 40 }}>
        <Gauge
          height={height - 40}
          value={Math.round(share * 100)}
          startAngle={frame.rtl ? 110 : -110}
          endAngle={frame.rtl ? -110 : 110}
          innerRadius="75%"
          cornerRadius="50%"
          text={() => frame.fmt.percent(share)}
          sx={{
            [`& .${gaugeClasses.valueArc}`]: { fill: seriesColors[0] },
            [`& .${gaugeClasses.referenceArc}`]: { fill: 'var(--mui-palette-action-selected)' },
            [`& .${gaugeClasses.valueText} text`]: {
              fontSize: 28,
              fontWeight: 600,
              fill: 'var(--mui-palette-text-primary)',
            },
          }}
        />
      </Box>
    </ChartCard>
  );
}
