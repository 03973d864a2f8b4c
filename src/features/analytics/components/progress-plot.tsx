import { BarChart } from '@mui/x-charts/BarChart';
import { usePlotSize } from '@/components/charts/plot-size';

const bandColors = ['error', 'warning', 'info', 'success'].map((c) => `var(--mui-palette-${c}-main)`);

/** Projects by progress band, one coloured bar each; loaded after the page's first paint (progress-chart.tsx). */
export function ProgressPlot({
  labels,
  values,
  series,
  height,
  rtl,
  format,
}: {
  labels: string[];
  values: number[];
  series: string;
  height: number;
  rtl: boolean;
  format: (v: number) => string;
}) {
  const { width } = usePlotSize();
  return (
    <BarChart
      width={width}
      height={height}
      skipAnimation
      xAxis={[
        {
          scaleType: 'band',
          data: labels,
          reverse: rtl,
          colorMap: { type: 'ordinal', values: labels, colors: bandColors },
        },
      ]}
      yAxis={[{ position: rtl ? 'right' : 'left', tickMinStep: 1, width: 'auto' }]}
      series={[{ data: values, label: series, valueFormatter: (v) => (v === null ? '' : format(v)) }]}
      hideLegend
      borderRadius={6}
    />
  );
}
