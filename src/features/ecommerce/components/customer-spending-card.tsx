import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { monthAxis } from '@/components/charts/month-axis';
import { WidgetCard } from '@/components/charts/widget-card';
import { EmptyState } from '@/components/data-table/table-states';
import Skeleton from '@mui/material/Skeleton';
import { useFormatters } from '@/lib/use-formatters';
import { customerOrdersPerPage, ecommerceQueries } from '../api/queries';

// @mui/x-charts loads with this chart, not with the customer's page.
const loadPlot = () => import('./customer-spending-plot');
const CustomerSpendingPlot = lazy(() => loadPlot().then((m) => ({ default: m.CustomerSpendingPlot })));

const height = 220;

/** What the customer spent each month of the year up to their latest order (the API's `spending`). */
export function CustomerSpendingCard({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation('ecommerce');
  const fmt = useFormatters();
  const query = useQuery(ecommerceQueries.customerOrders(String(customerId), 1, customerOrdersPerPage));
  useEffect(() => void loadPlot(), []);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const months = query.data?.spending ?? [];
  const axis = monthAxis(
    months.map((m) => new Date(`${m.month}-01T00:00:00`)),
    i18n.resolvedLanguage ?? i18n.language,
    i18n.dir() === 'rtl',
    phone ? 2 : 1,
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
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <CustomerSpendingPlot
            values={months.map((m) => m.spent)}
            axis={axis}
            height={height}
            format={(v) => fmt.money(v)}
          />
        </Suspense>
      )}
    </WidgetCard>
  );
}
