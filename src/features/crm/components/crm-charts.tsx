import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '@/components/charts/change-text';
import { Plot } from '@/components/charts/chart-card';
import { LazyBarsPlot as BarsPlot, LazySparkline, loadPlots } from '@/components/charts/lazy-plots';
import { monthAxis, monthStart } from '@/components/charts/month-axis';
import { useChartLanguage } from '@/components/charts/use-chart-language';
import { useMonthStep } from '@/components/charts/use-month-step';
import { WidgetCard } from '@/components/charts/widget-card';
import { formatDate } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import type { EarningsTab } from '../api/types';
import { type WidgetState } from './widget-state';
import { highest } from '@/components/charts/highest';

const heights = { spark: 150, days: 170, months: 240 } as const;

/** Sales of the last six months: the total, its change and a sparkline. */
export function SalesCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('crm');
  const fmt = useFormatters();
  const { rtl } = useChartLanguage(loadPlots);
  const sales = data?.sales;
  return (
    <WidgetCard
      title={t('sales.title')}
      subtitle={t('sales.subtitle')}
      figure
      height={heights.spark + 64}
      grow
      loading={!data}
      onRetry={onRetry}
      description={
        sales &&
        t('sales.description', {
          total: fmt.money(sales.total, 'XAF'),
          months: sales.months
            .map((m) => `${fmt.date(monthStart(m.month), { month: 'long' })} ${fmt.money(m.value, 'XAF')}`)
            .join(', '),
        })
      }
    >
      {sales && (
        <>
          <Typography variant="h5" component="p" sx={{ fontSize: '1.5rem' }}>
            {fmt.compactMoney(sales.total, 'XAF')}
          </Typography>
          <ChangeText change={sales.change} />
          <Plot height={heights.spark} grow>
            <LazySparkline values={sales.months.map((m) => m.value)} rtl={rtl} />
          </Plot>
        </>
      )}
    </WidgetCard>
  );
}

/** The last week's revenue per day: the total, its change and a bar per day (narrow day names never collide). */
export function RevenueGrowthCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('crm');
  const fmt = useFormatters();
  const { lng, rtl } = useChartLanguage(loadPlots);
  const growth = data?.revenueGrowth;
  const labels =
    growth?.days.map((d) => fmt.date(`${d.date}T12:00:00`, { weekday: 'long', day: 'numeric', month: 'long' })) ?? [];
  const narrow = new Map(
    growth?.days.map((d, i) => [labels[i]!, formatDate(`${d.date}T12:00:00`, lng, { weekday: 'narrow' })]) ?? [],
  );
  const values = growth?.days.map((d) => d.value) ?? [];
  return (
    <WidgetCard
      title={t('revenueGrowth.title')}
      subtitle={t('revenueGrowth.subtitle')}
      figure
      height={heights.days + 64}
      grow
      loading={!data}
      onRetry={onRetry}
      description={
        growth &&
        t('revenueGrowth.description', {
          total: fmt.money(growth.total, 'XAF'),
          best: labels[highest(values)],
        })
      }
    >
      {growth && (
        <>
          <Typography variant="h5" component="p" sx={{ fontSize: '1.5rem' }}>
            {fmt.compactMoney(growth.total, 'XAF')}
          </Typography>
          <ChangeText change={growth.change} />
          <Plot height={heights.days} grow>
            <BarsPlot
              bars={{ labels, values, highlight: highest(values) }}
              axis={{ reverse: rtl, tick: (l) => narrow.get(l) ?? l, tickLabelInterval: () => true }}
              format={(v) => fmt.money(v, 'XAF')}
            />
          </Plot>
        </>
      )}
    </WidgetCard>
  );
}

const tabs: EarningsTab[] = ['orders', 'sales', 'profit', 'income'];

/** Earnings by month, one tab per measure: orders are counted, the others are amounts in XAF. */
export function EarningsCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('crm');
  const fmt = useFormatters();
  const { lng, rtl } = useChartLanguage(loadPlots);
  const [tab, setTab] = useState<EarningsTab>('orders');
  // Twelve labels fit where the card spans the page (md); in half a desktop, Arabic month names (no short form)
  // collided: every other month is named there (every third on a phone).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.between('md', 'lg'));
  const step = useMonthStep(wide ? 1 : 2);
  const months = data?.earnings[tab] ?? [];
  const axis = monthAxis(
    months.map((m) => monthStart(m.month)),
    lng,
    rtl,
    step,
  );
  const values = months.map((m) => m.value);
  const format = (v: number) => (tab === 'orders' ? fmt.number(v) : fmt.money(v, 'XAF'));
  const total = values.reduce((s, v) => s + v, 0);
  const best = highest(values);
  return (
    <WidgetCard
      title={t('earnings.title')}
      subtitle={t('earnings.subtitle')}
      figure
      height={heights.months + 110}
      loading={!data}
      onRetry={onRetry}
      description={
        data &&
        t('earnings.description', { measure: t(`earnings.tabs.${tab}`), total: format(total), best: axis.labels[best] })
      }
    >
      <Tabs
        value={tab}
        onChange={(_, next: EarningsTab) => setTab(next)}
        aria-label={t('earnings.tabsLabel')}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2 }}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`earnings.tabs.${key}`)}
            id={`earnings-tab-${key}`}
            aria-controls="earnings-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="earnings-panel" aria-labelledby={`earnings-tab-${tab}`}>
        <Typography variant="body2" color="textSecondary">
          {t('earnings.total', { measure: t(`earnings.tabs.${tab}`) })}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          {tab === 'orders' ? fmt.number(total) : fmt.compactMoney(total, 'XAF')}
        </Typography>
        <Plot height={heights.months}>
          <BarsPlot
            bars={{ labels: axis.labels, values, highlight: best }}
            height={heights.months}
            axis={axis}
            format={format}
          />
        </Plot>
      </Box>
    </WidgetCard>
  );
}
