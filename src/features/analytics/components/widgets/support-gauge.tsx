import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { usePlotSize } from '@/components/charts/plot-size';

/** The share of tickets resolved as a 3/4 ring, filling from the reading start; loaded with the data, in this dashboard's chunks only. */
export function SupportGauge({
  value,
  text,
  height,
  rtl,
}: {
  value: number;
  text: string;
  height: number;
  rtl: boolean;
}) {
  const { width } = usePlotSize();
  return (
    <Gauge
      value={value}
      width={width}
      startAngle={rtl ? 135 : -135}
      endAngle={rtl ? -135 : 135}
      innerRadius="78%"
      cornerRadius="50%"
      height={height}
      text={text}
      // As the dashboards' other charts: drawn at once, not grown from zero (a half-drawn ring misread the share).
      skipAnimation
      sx={{
        [`& .${gaugeClasses.valueText} text`]: {
          fontSize: 26,
          fontWeight: 600,
          fill: 'var(--mui-palette-text-primary)',
        },
        [`& .${gaugeClasses.valueArc}`]: { fill: 'var(--mui-palette-primary-main)' },
        [`& .${gaugeClasses.referenceArc}`]: { fill: 'rgba(var(--mui-palette-primary-mainChannel) / 0.16)' },
      }}
    />
  );
}
