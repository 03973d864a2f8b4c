import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { highest } from '@/components/charts/highest';
import { usePlotSize } from '@/components/charts/plot-size';

/**
 * The academy dashboard's charts, loaded with its data (academy-charts.tsx). Colours come from the theme's CSS
 * variables, so the light and dark schemes and the primary colour presets apply. Each card also carries a
 * sentence saying what they show (WidgetCard's description).
 */
export function HoursPlot({
  labels,
  values,
  height,
  rtl,
  format,
}: {
  labels: string[];
  values: number[];
  height: number;
  rtl: boolean;
  format: (v: number) => string;
}) {
  const best = highest(values);
  const { width } = usePlotSize();
  return (
    <div>
      <BarChart
        width={width}
        height={height}
        skipAnimation
        margin={{ left: 20, right: 20, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: labels,
            reverse: rtl,
            disableLine: true,
            disableTicks: true,
            categoryGapRatio: 0.4,
            // Every other week's date: eight dates side by side collide on a phone and in Arabic.
            tickLabelInterval: (_, i) => i % 2 === 1,
            colorMap: {
              type: 'ordinal',
              values: labels,
              colors: labels.map((_, i) =>
                i === best ? 'var(--mui-palette-primary-main)' : 'rgba(var(--mui-palette-primary-mainChannel) / 0.24)',
              ),
            },
          },
        ]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: values, valueFormatter: (v) => (v === null ? '' : format(v)) }]}
        hideLegend
        borderRadius={6}
      />
    </div>
  );
}

export interface Slice {
  label: string;
  value: number;
  color: string;
}

/** A donut of the topics' shares; the card lists the same slices beside it as text. */
export function TopicsPlot({
  slices,
  height,
  format,
}: {
  slices: Slice[];
  height: number;
  format: (v: number) => string;
}) {
  const { width } = usePlotSize();
  return (
    <div>
      <PieChart
        width={width}
        height={height}
        skipAnimation
        hideLegend
        series={[
          {
            innerRadius: '62%',
            paddingAngle: 2,
            cornerRadius: 4,
            data: slices.map((s, i) => ({ id: i, value: s.value, label: s.label, color: s.color })),
            valueFormatter: (item) => format(item.value),
          },
        ]}
      />
    </div>
  );
}
