import { loadPlots } from '@/components/charts/lazy-plots';
import { useChartLanguage } from '@/components/charts/use-chart-language';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plot } from '@/components/charts/chart-card';
import { LazyBarsPlot } from '@/components/charts/lazy-plots';
import { WidgetCard } from '@/components/charts/widget-card';
import { formatDate } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import type { EarningsTab } from '../../api/dashboard-types';
import { type WidgetState } from './widget-state';
import { highest } from '@/components/charts/highest';

const tabs: EarningsTab[] = ['orders', 'sales', 'profit', 'income'];
const plotHeight = 180;

/** The last seven days, one tab per measure: orders are counted, the others are amounts in XAF. */
export function EarningReportsCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const { lng, rtl } = useChartLanguage(loadPlots);
  const [tab, setTab] = useState<EarningsTab>('orders');
  const days = data?.earnings[tab] ?? [];
  const labels = days.map((d) => fmt.date(`${d.date}T12:00:00`, { weekday: 'long', day: 'numeric', month: 'long' }));
  // Narrow day names under the bars: seven of them never collide, in Arabic on a phone either.
  const narrow = new Map(days.map((d, i) => [labels[i]!, formatDate(`${d.date}T12:00:00`, lng, { weekday: 'short' })]));
  const values = days.map((d) => d.value);
  const format = (v: number) => (tab === 'orders' ? fmt.number(v) : fmt.money(v, 'XAF'));
  const total = values.reduce((s, v) => s + v, 0);
  const best = highest(values);
  const measure = t(`earnings.tabs.${tab}`);
  return (
    <WidgetCard
      title={t('earnings.title')}
      subtitle={t('earnings.subtitle')}
      figure
      height={plotHeight + 110}
      loading={!data}
      onRetry={onRetry}
      description={data && t('earnings.description', { measure, total: format(total), best: labels[best] })}
    >
      <Tabs
        value={tab}
        onChange={(_, next: EarningsTab) => setTab(next)}
        aria-label={t('earnings.tabsLabel')}
        variant="scrollable"
        scrollButtons="auto"
        // Four tabs fit beside each other in half a desktop and on a phone, without scroll buttons.
        sx={{ mb: 2, '& .MuiTab-root': { minInlineSize: 0, px: 1.5 } }}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`earnings.tabs.${key}`)}
            id={`analytics-earnings-tab-${key}`}
            aria-controls="analytics-earnings-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="analytics-earnings-panel" aria-labelledby={`analytics-earnings-tab-${tab}`}>
        <Typography variant="body2" color="textSecondary">
          {t('earnings.total', { measure })}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          {tab === 'orders' ? fmt.number(total) : fmt.compactMoney(total, 'XAF')}
        </Typography>
        <Plot height={plotHeight}>
          <LazyBarsPlot
            bars={{ labels, values, highlight: best }}
            height={plotHeight}
            axis={{ reverse: rtl, tick: (l) => narrow.get(l) ?? l, tickLabelInterval: () => true }}
            format={format}
          />
        </Plot>
      </Box>
    </WidgetCard>
  );
}
