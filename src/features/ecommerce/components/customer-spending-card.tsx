import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plot } from '@/components/charts/chart-card';
import { LazyBarsPlot as BarsPlot, loadPlots } from '@/components/charts/lazy-plots';
import { monthAxis, monthStart } from '@/components/charts/month-axis';
import { useMonthStep } from '@/components/charts/use-month-step';
import { useChartLanguage } from '@/components/charts/use-chart-language';
import { WidgetCard } from '@/components/charts/widget-card';
import { EmptyState } from '@/components/data-table/table-states';
import { useFormatters } from '@/lib/use-formatters';
import { customerOrdersPerPage, ecommerceQueries } from '../api/queries';

const height = 220;

/** What the customer spent each month of the year up to their latest order (the API's `spending`). */
export function CustomerSpendingCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const query = useQuery(ecommerceQueries.customerOrders(String(customerId), 1, customerOrdersPerPage));
  // @mui/x-charts loads with this chart, not with the customer's page.
  const { lng, rtl } = useChartLanguage(loadPlots);
  const step = useMonthStep(1);
  const months = query.data?.spending ?? [];
  const axis = monthAxis(
    months.map((m) => monthStart(m.month)),
    lng,
    rtl,
    step,
  );
  const total = months.reduce((sum, m) => sum + m.spent, 0);
  const best = months.reduce<(typeof months)[number] | undefined>(
    (b, m) => (!b || m.spent > b.spent ? m : b),
    undefined,
  );
  const description =
    best &&
    t('customers.spending.summary', {
      total: fmt.money(total),
      from: axis.labels[0],
      to: axis.labels.at(-1),
      best: axis.labels[months.indexOf(best)],
      bestSpent: fmt.money(best.spent),
    });
  return (
    <WidgetCard
      title={t('customers.spending.title')}
      subtitle={best ? t('customers.spending.total', { total: fmt.money(total) }) : undefined}
      description={description}
      figure={months.length > 0}
      height={height}
      loading={query.isPending}
      onRetry={query.isError ? () => void query.refetch() : undefined}
    >
      {months.length === 0 ? (
        <EmptyState title={t('customers.orders.none')} body={t('customers.spending.none')} />
      ) : (
        <Plot height={height}>
          <BarsPlot
            bars={{
              labels: axis.labels,
              values: months.map((m) => m.spent),
              highlight: best ? months.indexOf(best) : -1,
            }}
            axis={axis}
            height={height}
            format={(v) => fmt.money(v)}
          />
        </Plot>
      )}
    </WidgetCard>
  );
}
