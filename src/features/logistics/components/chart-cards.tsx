import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Plot } from '@/components/charts/chart-card';
import { monthAxis, monthStart } from '@/components/charts/month-axis';
import { useMonthStep } from '@/components/charts/use-month-step';
import { useChartLanguage } from '@/components/charts/use-chart-language';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import { reasonTones, type WidgetState } from './widget-state';

// @mui/x-charts is this screen's largest part: it loads alongside the data, in this dashboard's chunks only.
const loadPlots = () => import('./logistics-plots');
const ShipmentsPlot = lazy(() => loadPlots().then((m) => ({ default: m.ShipmentsPlot })));
const ExceptionsPlot = lazy(() => loadPlots().then((m) => ({ default: m.ExceptionsPlot })));

const heights = { shipments: 290, donut: 200 } as const;

/** Shipments sent and delivered each month: two bars a month, right to left in Arabic. */
export function ShipmentsCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('logistics');
  const fmt = useFormatters();
  const { lng, rtl } = useChartLanguage(loadPlots);
  // Twelve month names fit across a wide card; a phone names fewer, and Arabic fewer on this half-width card.
  const step = useMonthStep(1, { narrow: true });
  const months = data?.shipments ?? [];
  const axis = monthAxis(
    months.map((m) => monthStart(m.month)),
    lng,
    rtl,
    step,
  );
  const total = months.reduce((s, m) => s + m.shipments, 0);
  return (
    <WidgetCard
      title={t('shipments.title')}
      subtitle={data && t('shipments.subtitle', { total: fmt.number(total) })}
      subtitleFromData
      figure
      height={heights.shipments}
      loading={!data}
      onRetry={onRetry}
      description={
        data &&
        t('shipments.description', {
          months: months
            .map(
              (m, i) =>
                `${axis.labels[i]}: ${t('shipments.shipments')} ${fmt.number(m.shipments)}, ${t('shipments.deliveries')} ${fmt.number(m.deliveries)}`,
            )
            .join('; '),
        })
      }
    >
      <Plot height={heights.shipments}>
        {data && <ShipmentsPlot months={months} axis={axis} height={heights.shipments} />}
      </Plot>
    </WidgetCard>
  );
}

/** Why deliveries failed this month: a donut with the total in its hole, and a legend that reads like text. */
export function ExceptionsCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('logistics');
  const fmt = useFormatters();
  useChartLanguage(loadPlots);
  const exceptions = data?.exceptions ?? [];
  const total = exceptions.reduce((s, e) => s + e.count, 0);
  return (
    <WidgetCard
      title={t('exceptions.title')}
      subtitle={t('exceptions.subtitle')}
      figure
      height={heights.donut + 140}
      grow
      loading={!data}
      onRetry={onRetry}
      description={
        data &&
        t('exceptions.description', {
          total: fmt.number(total),
          reasons: exceptions.map((e) => `${t(`exceptions.reasons.${e.reason}`)} ${fmt.number(e.count)}`).join(', '),
        })
      }
    >
      <Box sx={{ position: 'relative', flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Plot height={heights.donut} grow>
          {data && <ExceptionsPlot exceptions={exceptions} />}
        </Plot>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeContent: 'center',
            textAlign: 'center',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h5" component="span">
            {fmt.number(total)}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t('exceptions.total')}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" aria-hidden sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
        {exceptions.map((e, i) => (
          <Box component="li" key={e.reason} sx={{ display: 'flex', alignItems: 'center', gap: 1, minInlineSize: 0 }}>
            <Box
              sx={{
                flexShrink: 0,
                inlineSize: 10,
                blockSize: 10,
                borderRadius: '50%',
                bgcolor: `${reasonTones[i % reasonTones.length]}.main`,
              }}
            />
            <Typography variant="body2" noWrap sx={{ flex: 1 }}>
              {t(`exceptions.reasons.${e.reason}`)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {fmt.number(e.count)}
            </Typography>
          </Box>
        ))}
      </Box>
    </WidgetCard>
  );
}
