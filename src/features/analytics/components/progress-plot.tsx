import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { progressBands, type ProjectSummary } from './project-summary';

const bandColors = ['error', 'warning', 'info', 'success'].map((c) => `var(--mui-palette-${c}-main)`);

/** The bars of the progress chart (@mui/x-charts): loaded after the page's first paint, see progress-chart.tsx. */
export function ProgressPlot({ summary, height }: { summary: ProjectSummary; height: number }) {
  const { t, i18n } = useTranslation('analytics');
  const fmt = useFormatters();
  const rtl = i18n.dir() === 'rtl';
  const labels = progressBands.map((b) => t(`chart.bands.${b}`));
  return (
    <BarChart
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
      series={[
        {
          data: progressBands.map((b) => summary.bands[b]),
          label: t('chart.series'),
          valueFormatter: (v) => (v === null ? '' : fmt.number(v)),
        },
      ]}
      hideLegend
      borderRadius={6}
    />
  );
}
