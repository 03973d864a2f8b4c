import { BarChart } from '@mui/x-charts/BarChart';
import type { MonthAxis } from '@/components/charts/month-axis';

/** Slim bars, one a month, right to left in Arabic; the best month in the full primary colour. */
export function CustomerSpendingPlot({
  values,
  axis,
  height,
  format,
}: {
  values: number[];
  axis: MonthAxis;
  height: number;
  format: (v: number) => string;
}) {
  const best = values.indexOf(Math.max(...values));
  return (
    <div>
      <BarChart
        height={height}
        skipAnimation
        margin={{ left: 8, right: 8, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: axis.labels,
            reverse: axis.reverse,
            tickLabelInterval: axis.tickLabelInterval,
            disableLine: true,
            disableTicks: true,
            valueFormatter: (v: string, ctx: { location: string }) => (ctx.location === 'tick' ? axis.tick(v) : v),
            categoryGapRatio: 0.45,
            colorMap: {
              type: 'ordinal',
              values: axis.labels,
              colors: axis.labels.map((_, i) =>
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
