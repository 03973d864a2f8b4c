import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { progressBands, type ProjectSummary } from './project-summary';

const height = 240;
const bandColors = ['error', 'warning', 'info', 'success'].map((c) => `var(--mui-palette-${c}-main)`);

/** Projects by progress band; @mui/x-charts ships in this screen's chunk only. */
export function ProgressChart({ summary }: { summary?: ProjectSummary }) {
  const { t, i18n } = useTranslation('analytics');
  const fmt = useFormatters();
  const rtl = i18n.dir() === 'rtl';
  const labels = progressBands.map((b) => t(`chart.bands.${b}`));
  return (
    <Card sx={{ blockSize: '100%' }}>
      <CardHeader
        title={t('chart.title')}
        subheader={t('chart.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }} role="figure" aria-label={t('chart.title')}>
        {!summary ? (
          <Skeleton variant="rounded" height={height} />
        ) : (
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
        )}
      </CardContent>
    </Card>
  );
}
