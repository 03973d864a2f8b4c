import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, Plot } from '@/components/charts/chart-card';
import type { ProjectSummary } from './project-summary';

// @mui/x-charts is the page's largest part: the page paints its cards and table first, the bars stream in.
const loadPlot = () => import('./progress-plot');
const ProgressPlot = lazy(() => loadPlot().then((m) => ({ default: m.ProgressPlot })));

const height = 240;

/** Projects by progress band, in a card holding a placeholder of the chart's size until data and code are in. */
export function ProgressChart({ summary }: { summary?: ProjectSummary }) {
  const { t } = useTranslation('analytics');
  useEffect(() => void loadPlot(), []);
  return (
    <ChartCard title={t('chart.title')} subtitle={t('chart.subtitle')}>
      <Plot height={height}>{summary && <ProgressPlot summary={summary} height={height} />}</Plot>
    </ChartCard>
  );
}
