import { loadPlots } from '@/components/charts/lazy-plots';
import { useChartLanguage } from '@/components/charts/use-chart-language';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '@/components/charts/change-text';
import { Plot } from '@/components/charts/chart-card';
import { LazySparkline } from '@/components/charts/lazy-plots';
import { WidgetCard } from '@/components/charts/widget-card';
import { useFormatters } from '@/lib/use-formatters';
import { type WidgetState } from './widget-state';
import { highest } from '@/components/charts/highest';

const sparkHeight = 160;

/** The average of the last fourteen days' sales, with a sparkline of the days. */
export function DailySalesCard({ data, onRetry }: WidgetState) {
  const { t } = useTranslation('analytics');
  const fmt = useFormatters();
  const { rtl } = useChartLanguage(loadPlots);
  const sales = data?.averageDailySales;
  const values = sales?.days.map((d) => d.value) ?? [];
  const best = sales?.days[highest(values)];
  return (
    <WidgetCard
      title={t('dailySales.title')}
      subtitle={t('dailySales.subtitle')}
      figure
      height={sparkHeight + 64}
      grow
      loading={!data}
      onRetry={onRetry}
      description={
        sales &&
        best &&
        t('dailySales.description', {
          average: fmt.money(sales.average, 'XAF'),
          best: fmt.date(`${best.date}T12:00:00`, { weekday: 'long', day: 'numeric', month: 'long' }),
          value: fmt.money(best.value, 'XAF'),
        })
      }
    >
      {sales && (
        <>
          <Typography variant="h5" component="p" sx={{ fontSize: '1.5rem' }}>
            {fmt.compactMoney(sales.average, 'XAF')}
          </Typography>
          <ChangeText change={sales.change} />
          <Plot height={sparkHeight} grow>
            <LazySparkline values={values} rtl={rtl} tone="info" />
          </Plot>
        </>
      )}
    </WidgetCard>
  );
}
