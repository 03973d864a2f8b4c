import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { lazy, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Plot } from '@/components/charts/chart-card';
import { useFormatters } from '@/lib/use-formatters';
import { progressBands, type ProjectSummary } from './project-summary';

const height = 240;
// @mui/x-charts loads alongside the projects, not before the page's first paint.
const loadPlot = () => import('./progress-plot');
const ProgressPlot = lazy(() => loadPlot().then((m) => ({ default: m.ProgressPlot })));

/** Projects by progress band; the chart's code ships in this screen's chunks only. */
export function ProgressChart({ summary }: { summary?: ProjectSummary }) {
  const { t, i18n } = useTranslation('analytics');
  const fmt = useFormatters();
  const descriptionId = useId();
  useEffect(() => void loadPlot(), []);
  const labels = progressBands.map((b) => t(`chart.bands.${b}`));
  const values = summary && progressBands.map((b) => summary.bands[b]);
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader
        title={t('chart.title')}
        subheader={t('chart.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent
        sx={{ pt: 0 }}
        role="figure"
        aria-label={t('chart.title')}
        aria-describedby={values ? descriptionId : undefined}
      >
        {values && (
          <Box component="p" id={descriptionId} sx={visuallyHidden}>
            {t('chart.description', {
              values: labels.map((l, i) => `${l} ${fmt.number(values[i]!)}`).join(', '),
            })}
          </Box>
        )}
        <Plot height={height}>
          {values && (
            <ProgressPlot
              labels={labels}
              values={values}
              series={t('chart.series')}
              height={height}
              rtl={i18n.dir() === 'rtl'}
              format={(v) => fmt.number(v)}
            />
          )}
        </Plot>
      </CardContent>
    </Card>
  );
}
