import { loadPlots } from '@/components/charts/lazy-plots';
import { useChartLanguage } from '@/components/charts/use-chart-language';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '@/components/charts/change-text';
import { Plot } from '@/components/charts/chart-card';
import { LazySparkline } from '@/components/charts/lazy-plots';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import type { Tone, TrafficMetric } from '../../api/dashboard-types';
import { type WidgetState } from './widget-state';

const sparkHeight = 48;
const tones: Record<TrafficMetric, Tone> = {
  sessions: 'primary',
  visitors: 'info',
  pageViews: 'success',
  conversion: 'warning',
};

/** The website's last eight weeks: each measure's figure, its change and a sparkline of the weeks. */
export function TrafficCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const { rtl } = useChartLanguage(loadPlots);
  const show = (metric: TrafficMetric, v: number) =>
    metric === 'conversion' ? fmt.number(v, { style: 'percent', maximumFractionDigits: 1 }) : fmt.number(v);
  const traffic = data?.traffic;
  return (
    <WidgetCard
      title={t('traffic.title')}
      subtitle={t('traffic.subtitle')}
      figure
      height={2 * (sparkHeight + 72)}
      loading={!data}
      onRetry={onRetry}
      description={
        traffic &&
        t('traffic.description', {
          values: traffic.map((m) => `${t(`traffic.metrics.${m.metric}`)} ${show(m.metric, m.total)}`).join(', '),
        })
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        {traffic?.map((m) => (
          <Box key={m.metric} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, minInlineSize: 0 }}>
            <Typography variant="body2" color="textSecondary" noWrap>
              {t(`traffic.metrics.${m.metric}`)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
              <Typography variant="h6" component="p">
                {show(m.metric, m.total)}
              </Typography>
              <ChangeText change={m.change} />
            </Box>
            <Plot height={sparkHeight}>
              <LazySparkline values={m.weeks} height={sparkHeight} rtl={rtl} tone={tones[m.metric]} />
            </Plot>
          </Box>
        ))}
      </Box>
    </WidgetCard>
  );
}
