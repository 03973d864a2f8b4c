import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import type { MonthAxis } from '@/components/charts/month-axis';
import { useFormatters } from '@/lib/use-formatters';
import type { LogisticsDashboard } from '../api/types';
import { reasonTones } from './widget-state';
import { usePlotSize } from '@/components/charts/plot-size';

/**
 * The logistics dashboard's charts, loaded with its data (chart-cards.tsx). Each card's figure also carries a
 * sentence saying what they show (WidgetCard's description).
 */
export function ShipmentsPlot({
  months,
  axis,
  height,
}: {
  months: LogisticsDashboard['shipments'];
  axis: MonthAxis;
  height: number;
}) {
  const { t } = useTranslation('logistics');
  const fmt = useFormatters();
  const format = (v: number | null) => (v === null ? '' : fmt.number(v));
  const { width } = usePlotSize();
  return (
    <div>
      <BarChart
        width={width}
        height={height}
        skipAnimation
        margin={{ left: 4, right: 4, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: axis.labels,
            reverse: axis.reverse,
            tickLabelInterval: axis.tickLabelInterval,
            valueFormatter: (v: string, ctx: { location: string }) => (ctx.location === 'tick' ? axis.tick(v) : v),
            disableTicks: true,
            categoryGapRatio: 0.35,
            barGapRatio: 0.15,
          },
        ]}
        yAxis={[
          {
            position: axis.reverse ? 'right' : 'left',
            width: 'auto',
            valueFormatter: (v: number) => fmt.number(v, { notation: 'compact' }),
            disableLine: true,
            disableTicks: true,
          },
        ]}
        grid={{ horizontal: true }}
        series={[
          {
            data: months.map((m) => m.shipments),
            label: t('shipments.shipments'),
            color: 'var(--mui-palette-primary-main)',
            valueFormatter: format,
          },
          {
            data: months.map((m) => m.deliveries),
            label: t('shipments.deliveries'),
            color: 'var(--mui-palette-info-main)',
            valueFormatter: format,
          },
        ]}
        borderRadius={4}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </div>
  );
}

/** The exceptions' donut, as tall as the room `Plot grow` gives it. */
export function ExceptionsPlot({ exceptions }: { exceptions: LogisticsDashboard['exceptions'] }) {
  const { t } = useTranslation('logistics');
  const fmt = useFormatters();
  const size = usePlotSize();
  return (
    <div style={{ blockSize: '100%' }}>
      <PieChart
        width={size.width}
        height={size.height}
        skipAnimation
        hideLegend
        series={[
          {
            innerRadius: '62%',
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: (v) => fmt.number(v.value),
            data: exceptions.map((e, i) => ({
              id: e.reason,
              value: e.count,
              label: t(`exceptions.reasons.${e.reason}`),
              color: `var(--mui-palette-${reasonTones[i % reasonTones.length]}-main)`,
            })),
          },
        ]}
      />
    </div>
  );
}
