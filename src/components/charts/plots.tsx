import { BarChart } from '@mui/x-charts/BarChart';
import { lineClasses } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { MonthAxis } from './month-axis';
import { usePlotSize } from './plot-size';

/**
 * The dashboards' small charts, loaded with their data (lazy-plots.ts). Each card's figure also carries a sentence
 * saying what they show (WidgetCard's description). Not aria-hidden: the charts hold focusable parts (axe).
 */
export function Sparkline({
  values,
  height,
  rtl,
  tone = 'success',
}: {
  values: number[];
  /** Without one, the line fills its container's height (`Plot grow`). */
  height?: number;
  rtl: boolean;
  tone?: 'primary' | 'success' | 'info' | 'warning' | 'error';
}) {
  const size = usePlotSize();
  return (
    <div style={{ blockSize: height === undefined ? '100%' : undefined }}>
      <SparkLineChart
        data={rtl ? [...values].reverse() : values}
        width={size.width}
        height={height ?? size.height}
        area
        curve="natural"
        color={`var(--mui-palette-${tone}-main)`}
        skipAnimation
        // A light wash under the line, as the analytics cards have, instead of a solid block.
        sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.24 } }}
      />
    </div>
  );
}

export interface Bars {
  labels: string[];
  values: number[];
  /** The bar drawn in the full colour (the highest); the others are tinted. */
  highlight: number;
}

/** Slim bars with a label under each, right to left in Arabic: the week's revenue, the months' earnings. */
export function BarsPlot({
  bars,
  height,
  axis,
  format,
}: {
  bars: Bars;
  /** Without one, the bars fill their container's height (`Plot grow`). */
  height?: number;
  axis: Pick<MonthAxis, 'reverse' | 'tick' | 'tickLabelInterval'>;
  format: (v: number) => string;
}) {
  const size = usePlotSize();
  return (
    <div style={{ blockSize: height === undefined ? '100%' : undefined }}>
      <BarChart
        width={size.width}
        height={height ?? size.height}
        skipAnimation
        // The chart cuts a label short where it would leave the drawing: the first and last bars' labels ("ديسمبر 25"
        // is about 60 px, centred on a 27 px bar on a phone) need this much room beyond the bars.
        margin={{ left: 20, right: 20, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: bars.labels,
            reverse: axis.reverse,
            tickLabelInterval: axis.tickLabelInterval,
            disableLine: true,
            disableTicks: true,
            valueFormatter: (v: string, ctx: { location: string }) => (ctx.location === 'tick' ? axis.tick(v) : v),
            categoryGapRatio: 0.45,
            colorMap: {
              type: 'ordinal',
              values: bars.labels,
              colors: bars.labels.map((_, i) =>
                i === bars.highlight
                  ? 'var(--mui-palette-primary-main)'
                  : 'rgba(var(--mui-palette-primary-mainChannel) / 0.24)',
              ),
            },
          },
        ]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: bars.values, valueFormatter: (v) => (v === null ? '' : format(v)) }]}
        hideLegend
        borderRadius={6}
      />
    </div>
  );
}
