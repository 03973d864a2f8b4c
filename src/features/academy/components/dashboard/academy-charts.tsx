import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Plot } from '@/components/charts/chart-card';
import { useChartLanguage } from '@/components/charts/use-chart-language';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import type { CourseTag } from '../../api/types';
import type { Slice } from './academy-plots';
import type { WidgetState } from './widget-state';

// @mui/x-charts loads alongside the data, in this dashboard's chunks only.
const loadPlots = () => import('./academy-plots');
const HoursPlot = lazy(() => loadPlots().then((m) => ({ default: m.HoursPlot })));
const TopicsPlot = lazy(() => loadPlots().then((m) => ({ default: m.TopicsPlot })));

const heights = { hours: 200, topics: 220 } as const;

/** One theme colour per topic: the same in the donut and in its legend. */
export const topicColors: Record<CourseTag, string> = {
  Web: 'var(--mui-palette-primary-main)',
  Design: 'var(--mui-palette-info-main)',
  Psychology: 'var(--mui-palette-success-main)',
  'UI/UX': 'var(--mui-palette-warning-main)',
  Art: 'var(--mui-palette-error-main)',
};

/** Hours of study in each of the last eight weeks; the busiest week in full colour. */
export function TimeSpentCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  const rtl = useChartLanguage(loadPlots).rtl;
  const weeks = data?.timeSpent ?? [];
  const labels = weeks.map((w) => fmt.date(`${w.weekStart}T12:00:00`, { day: 'numeric', month: 'short' }));
  const hours = (v: number) =>
    t('dashboard.timeSpent.hours', { formatted: fmt.number(v, { maximumFractionDigits: 1 }) });
  const total = weeks.reduce((n, w) => n + w.hours, 0);
  return (
    <WidgetCard
      title={t('dashboard.timeSpent.title')}
      subtitle={t('dashboard.timeSpent.subtitle')}
      figure
      height={heights.hours + 56}
      loading={!data}
      onRetry={onRetry}
      description={
        data &&
        t('dashboard.timeSpent.description', {
          weeks: weeks.map((w, i) => `${labels[i]}: ${hours(w.hours)}`).join(', '),
        })
      }
    >
      {data && (
        <>
          <Typography variant="h5" component="p">
            {hours(total)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('dashboard.timeSpent.total')}
          </Typography>
          <Plot height={heights.hours}>
            <HoursPlot
              labels={labels}
              values={weeks.map((w) => w.hours)}
              height={heights.hours}
              rtl={rtl}
              format={hours}
            />
          </Plot>
        </>
      )}
    </WidgetCard>
  );
}

/** The topics of the courses followed: a donut of their share of tasks, and the same as a legend in words. */
export function TopicsCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('academy');
  const fmt = useFormatters();
  useChartLanguage(loadPlots);
  const slices: Slice[] =
    data?.topics.map((topic) => ({
      label: t(`tags.${topic.tag}`),
      value: topic.share,
      color: topicColors[topic.tag],
    })) ?? [];
  return (
    <WidgetCard
      title={t('dashboard.topics.title')}
      subtitle={t('dashboard.topics.subtitle')}
      figure
      height={heights.topics}
      loading={!data}
      onRetry={onRetry}
      description={
        data &&
        t('dashboard.topics.description', {
          list: slices.map((s) => `${s.label} ${fmt.percent(s.value)}`).join(', '),
        })
      }
    >
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <Plot height={heights.topics}>
            <TopicsPlot slices={slices} height={heights.topics} format={fmt.percent} />
          </Plot>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data.topics.map((topic, i) => (
              <Box component="li" key={topic.tag} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  sx={{ inlineSize: 12, blockSize: 12, borderRadius: '50%', bgcolor: slices[i]!.color, flexShrink: 0 }}
                />
                <Box sx={{ flex: 1, minInlineSize: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {slices[i]!.label}
                  </Typography>
                  <Typography variant="caption" color="textSecondary">
                    {t('dashboard.topics.courses', { count: topic.courses, formatted: fmt.number(topic.courses) })}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {fmt.percent(topic.share)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </WidgetCard>
  );
}
